/** Software packages, upgrade records and rollouts. */
export const firmware = {
  menus: {
    softwareManagement: 'Software management',
    upgradeRecord: 'Upgrade records',
    rollout: 'Rollouts'
  },
  permissionActions: {
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel',
    rollback: 'Roll back'
  },
  firmware: {
    uploaded: '{name}: {size} bytes, SHA-256 {sha256}',
    wave: 'Wave',
    canary: 'Canary',
    progress: 'Finished',
    refused: '{devices} devices in the rollout; {refused} refused:',
    pinnedPackage: 'Pinned package',
    offlineChosen: 'Offline, so they will be refused: {ids}',
    plan: {
      deviceIds: 'Devices',
      groupIds: 'Device groups',
      wavePercents: 'Waves (cumulative %, ending at 100)',
      canaryCount: 'Canary devices',
      healthyMinutes: 'Healthy for (minutes)',
      failureThreshold: 'Pause above failures (%)',
      startDelaySeconds: 'Random start delay up to (s)',
      windowStartHour: 'Night window from (hour)',
      windowEndHour: 'until (hour)'
    }
  },
  resources: {
    wn: {
      actions: {
        firmwareUpgrade: 'Firmware upgrade',
        wifiUpgrade: 'Wi-Fi upgrade'
      }
    },
    battery: {
      actions: {
        firmwareUpgrade: 'Firmware upgrade'
      }
    },
    meter: {
      actions: {
        firmwareUpgrade: 'Firmware upgrade'
      }
    },
    software: {
      title: 'software package',
      fields: {
        id: 'ID',
        softwareName: 'Software name',
        deviceType: 'Device type',
        target: 'Component',
        softwareVersion: 'Software version',
        hardwareVersion: 'Hardware version',
        wnType: 'Inverter type',
        minVersion: 'Minimum starting version',
        power: 'Power (W)',
        lineTotalNum: 'Line total',
        softwareAddress: 'Package file',
        fileSize: 'Size (bytes)',
        sha256: 'SHA-256',
        chinaDownloadLink: 'China download link',
        softwareContent: 'Release notes',
        sort: 'Order',
        upgradeStatus: 'Last upgrade',
        causeFailure: 'Cause of failure',
        createTime: 'Created',
        delFlag: 'Deleted'
      },
      options: {
        target: {
          firmware: 'Firmware',
          wifi: 'Wi-Fi module'
        }
      }
    },
    upgradeRecord: {
      title: 'upgrade record',
      fields: {
        id: 'ID',
        deviceType: 'Device type',
        deviceId: 'Device',
        target: 'Component',
        softwareName: 'Package',
        sourceSoftwareVersion: 'From software version',
        targetSoftwareVersion: 'To software version',
        sourceWifiVersion: 'From Wi-Fi version',
        targetWifiVersion: 'To Wi-Fi version',
        state: 'State',
        progress: 'Progress (%)',
        causeFailure: 'Cause of failure',
        rolloutId: 'Rollout',
        waveNo: 'Wave',
        createBy: 'Started by',
        sendTime: 'Sent',
        finishTime: 'Finished',
        createTime: 'Created'
      },
      options: {
        target: {
          firmware: 'Firmware',
          wifi: 'Wi-Fi module'
        },
        state: {
          0: 'Queued',
          1: 'Sent',
          2: 'Downloading',
          3: 'Succeeded',
          4: 'Failed',
          5: 'Verifying',
          6: 'Installing',
          7: 'Timed out'
        }
      }
    },
    rollout: {
      title: 'rollout',
      fields: {
        id: 'ID',
        rolloutName: 'Rollout name',
        deviceType: 'Device type',
        softwareName: 'Package',
        targetVersion: 'Target version',
        status: 'Status',
        pauseReason: 'Paused because',
        currentWave: 'Current wave',
        waveCount: 'Waves',
        deviceCount: 'Devices',
        createBy: 'Started by',
        createTime: 'Created'
      },
      options: {
        status: {
          1: 'Running',
          2: 'Paused',
          3: 'Completed',
          4: 'Cancelled',
          5: 'Rolling back',
          6: 'Rolled back'
        },
        pauseReason: {
          manual: 'Paused by hand',
          failureRate: 'Failure rate over the threshold',
          offline: 'Devices offline after upgrading',
          outputDrop: 'Output dropped against peers'
        }
      },
      actions: {
        start: 'Start rollout',
        live: 'Live view',
        pause: 'Pause',
        resume: 'Resume',
        cancel: 'Cancel',
        rollback: 'Roll back'
      },
      confirm: {
        cancel: 'Cancel the rollout {name}? Devices not yet sent the package keep their version.'
      }
    }
  }
};
