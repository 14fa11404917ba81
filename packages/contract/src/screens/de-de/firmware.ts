/** Software packages, upgrade records and rollouts. */
export const firmware = {
  menus: {
    softwareManagement: 'Softwareverwaltung',
    upgradeRecord: 'Upgrade-Protokoll',
    rollout: 'Rollouts'
  },
  permissionActions: {
    pause: 'Pausieren',
    resume: 'Fortsetzen',
    cancel: 'Abbrechen',
    rollback: 'Zurückrollen'
  },
  firmware: {
    uploaded: '{name}: {size} Bytes, SHA-256 {sha256}',
    wave: 'Welle',
    canary: 'Canary',
    progress: 'Beendet',
    refused: '{devices} Geräte im Rollout; {refused} abgelehnt:',
    pinnedPackage: 'Festgelegtes Paket',
    offlineChosen: 'Offline, sie werden abgelehnt: {ids}',
    plan: {
      deviceIds: 'Geräte',
      groupIds: 'Gerätegruppen',
      wavePercents: 'Wellen (kumulierte %, bis 100)',
      canaryCount: 'Canary-Geräte',
      healthyMinutes: 'Gesund für (Minuten)',
      failureThreshold: 'Pause ab Fehlern (%)',
      startDelaySeconds: 'Zufällige Startverzögerung bis (s)',
      windowStartHour: 'Nachtfenster ab (Stunde)',
      windowEndHour: 'bis (Stunde)'
    }
  },
  resources: {
    wn: {
      actions: {
        firmwareUpgrade: 'Firmware-Upgrade',
        wifiUpgrade: 'WLAN-Upgrade'
      }
    },
    battery: {
      actions: {
        firmwareUpgrade: 'Firmware-Upgrade'
      }
    },
    meter: {
      actions: {
        firmwareUpgrade: 'Firmware-Upgrade'
      }
    },
    software: {
      title: 'Softwarepaket',
      fields: {
        id: 'ID',
        softwareName: 'Softwarename',
        deviceType: 'Gerätetyp',
        target: 'Komponente',
        softwareVersion: 'Softwareversion',
        hardwareVersion: 'Hardwareversion',
        wnType: 'Wechselrichtertyp',
        minVersion: 'Mindest-Ausgangsversion',
        power: 'Leistung (W)',
        lineTotalNum: 'Zeilenzahl',
        softwareAddress: 'Paketdatei',
        fileSize: 'Größe (Bytes)',
        sha256: 'SHA-256',
        chinaDownloadLink: 'Download-Link China',
        softwareContent: 'Versionshinweise',
        sort: 'Reihenfolge',
        upgradeStatus: 'Letztes Upgrade',
        causeFailure: 'Fehlerursache',
        createTime: 'Erstellt',
        delFlag: 'Gelöscht'
      },
      options: {
        target: {
          firmware: 'Firmware',
          wifi: 'WLAN-Modul'
        }
      }
    },
    upgradeRecord: {
      title: 'Upgrade-Eintrag',
      fields: {
        id: 'ID',
        deviceType: 'Gerätetyp',
        deviceId: 'Gerät',
        target: 'Komponente',
        softwareName: 'Paket',
        sourceSoftwareVersion: 'Von Softwareversion',
        targetSoftwareVersion: 'Auf Softwareversion',
        sourceWifiVersion: 'Von WLAN-Version',
        targetWifiVersion: 'Auf WLAN-Version',
        state: 'Status',
        progress: 'Fortschritt (%)',
        causeFailure: 'Fehlerursache',
        rolloutId: 'Rollout',
        waveNo: 'Welle',
        createBy: 'Gestartet von',
        sendTime: 'Gesendet',
        finishTime: 'Beendet',
        createTime: 'Erstellt'
      },
      options: {
        target: {
          firmware: 'Firmware',
          wifi: 'WLAN-Modul'
        },
        state: {
          0: 'In Warteschlange',
          1: 'Gesendet',
          2: 'Lädt herunter',
          3: 'Erfolgreich',
          4: 'Fehlgeschlagen',
          5: 'Prüft',
          6: 'Installiert',
          7: 'Zeitüberschreitung'
        }
      }
    },
    rollout: {
      title: 'Rollout',
      fields: {
        id: 'ID',
        rolloutName: 'Name des Rollouts',
        deviceType: 'Gerätetyp',
        softwareName: 'Paket',
        targetVersion: 'Zielversion',
        status: 'Status',
        pauseReason: 'Pausiert wegen',
        currentWave: 'Aktuelle Welle',
        waveCount: 'Wellen',
        deviceCount: 'Geräte',
        createBy: 'Gestartet von',
        createTime: 'Erstellt'
      },
      options: {
        status: {
          1: 'Laufend',
          2: 'Pausiert',
          3: 'Abgeschlossen',
          4: 'Abgebrochen',
          5: 'Wird zurückgerollt',
          6: 'Zurückgerollt'
        },
        pauseReason: {
          manual: 'Von Hand pausiert',
          failureRate: 'Fehlerquote über der Schwelle',
          offline: 'Geräte nach dem Upgrade offline',
          outputDrop: 'Ertrag unter dem vergleichbarer Geräte'
        }
      },
      actions: {
        start: 'Rollout starten',
        live: 'Live-Ansicht',
        pause: 'Pausieren',
        resume: 'Fortsetzen',
        cancel: 'Abbrechen',
        rollback: 'Zurückrollen'
      },
      confirm: {
        cancel: 'Rollout {name} abbrechen? Geräte, die das Paket noch nicht erhalten haben, behalten ihre Version.'
      }
    }
  }
};
