/** Software packages, upgrade records and rollouts. */
export const firmware = {
  menus: {
    softwareManagement: 'Zarządzanie oprogramowaniem',
    upgradeRecord: 'Rejestr aktualizacji',
    rollout: 'Wdrożenia'
  },
  permissionActions: {
    pause: 'Wstrzymaj',
    resume: 'Wznów',
    cancel: 'Anuluj',
    rollback: 'Wycofaj'
  },
  firmware: {
    uploaded: '{name}: {size} bajtów, SHA-256 {sha256}',
    wave: 'Fala',
    canary: 'Partia kanarkowa',
    progress: 'Zakończono',
    refused: '{devices} urządzeń we wdrożeniu; odrzucono {refused}:',
    pinnedPackage: 'Przypięty pakiet',
    offlineChosen: 'Offline, zostaną odrzucone: {ids}',
    plan: {
      deviceIds: 'Urządzenia',
      groupIds: 'Grupy urządzeń',
      wavePercents: 'Fale (skumulowane %, do 100)',
      canaryCount: 'Urządzenia kanarkowe',
      healthyMinutes: 'Zdrowe przez (minuty)',
      failureThreshold: 'Wstrzymaj powyżej błędów (%)',
      startDelaySeconds: 'Losowe opóźnienie startu do (s)',
      windowStartHour: 'Okno nocne od (godzina)',
      windowEndHour: 'do (godziny)'
    }
  },
  resources: {
    wn: {
      actions: {
        firmwareUpgrade: 'Aktualizacja oprogramowania',
        wifiUpgrade: 'Aktualizacja Wi-Fi'
      }
    },
    battery: {
      actions: {
        firmwareUpgrade: 'Aktualizacja oprogramowania'
      }
    },
    meter: {
      actions: {
        firmwareUpgrade: 'Aktualizacja oprogramowania'
      }
    },
    software: {
      title: 'pakiet oprogramowania',
      fields: {
        id: 'ID',
        softwareName: 'Nazwa oprogramowania',
        deviceType: 'Typ urządzenia',
        target: 'Komponent',
        softwareVersion: 'Wersja oprogramowania',
        hardwareVersion: 'Wersja sprzętu',
        wnType: 'Typ falownika',
        minVersion: 'Minimalna wersja początkowa',
        power: 'Moc (W)',
        lineTotalNum: 'Liczba linii',
        softwareAddress: 'Plik pakietu',
        fileSize: 'Rozmiar (bajty)',
        sha256: 'SHA-256',
        chinaDownloadLink: 'Link do pobrania (Chiny)',
        softwareContent: 'Informacje o wydaniu',
        sort: 'Kolejność',
        upgradeStatus: 'Ostatnia aktualizacja',
        causeFailure: 'Przyczyna błędu',
        createTime: 'Utworzono',
        delFlag: 'Usunięto'
      },
      options: {
        target: {
          firmware: 'Oprogramowanie układowe',
          wifi: 'Moduł Wi-Fi'
        }
      }
    },
    upgradeRecord: {
      title: 'wpis aktualizacji',
      fields: {
        id: 'ID',
        deviceType: 'Typ urządzenia',
        deviceId: 'Urządzenie',
        target: 'Komponent',
        softwareName: 'Pakiet',
        sourceSoftwareVersion: 'Z wersji oprogramowania',
        targetSoftwareVersion: 'Do wersji oprogramowania',
        sourceWifiVersion: 'Z wersji Wi-Fi',
        targetWifiVersion: 'Do wersji Wi-Fi',
        state: 'Stan',
        progress: 'Postęp (%)',
        causeFailure: 'Przyczyna błędu',
        rolloutId: 'Wdrożenie',
        waveNo: 'Fala',
        createBy: 'Uruchomił',
        sendTime: 'Wysłano',
        finishTime: 'Zakończono',
        createTime: 'Utworzono'
      },
      options: {
        target: {
          firmware: 'Oprogramowanie układowe',
          wifi: 'Moduł Wi-Fi'
        },
        state: {
          0: 'W kolejce',
          1: 'Wysłano',
          2: 'Pobieranie',
          3: 'Powodzenie',
          4: 'Błąd',
          5: 'Weryfikacja',
          6: 'Instalacja',
          7: 'Przekroczono czas'
        }
      }
    },
    rollout: {
      title: 'wdrożenie',
      fields: {
        id: 'ID',
        rolloutName: 'Nazwa wdrożenia',
        deviceType: 'Typ urządzenia',
        softwareName: 'Pakiet',
        targetVersion: 'Wersja docelowa',
        status: 'Stan',
        pauseReason: 'Wstrzymano, ponieważ',
        currentWave: 'Bieżąca fala',
        waveCount: 'Fale',
        deviceCount: 'Urządzenia',
        createBy: 'Uruchomił',
        createTime: 'Utworzono'
      },
      options: {
        status: {
          1: 'W toku',
          2: 'Wstrzymane',
          3: 'Zakończone',
          4: 'Anulowane',
          5: 'Wycofywanie',
          6: 'Wycofane'
        },
        pauseReason: {
          manual: 'Wstrzymane ręcznie',
          failureRate: 'Odsetek błędów powyżej progu',
          offline: 'Urządzenia offline po aktualizacji',
          outputDrop: 'Produkcja niższa niż u porównywalnych urządzeń'
        }
      },
      actions: {
        start: 'Rozpocznij wdrożenie',
        live: 'Podgląd na żywo',
        pause: 'Wstrzymaj',
        resume: 'Wznów',
        cancel: 'Anuluj',
        rollback: 'Wycofaj'
      },
      confirm: {
        cancel: 'Anulować wdrożenie {name}? Urządzenia, które nie otrzymały jeszcze pakietu, zachowują swoją wersję.'
      }
    }
  }
};
