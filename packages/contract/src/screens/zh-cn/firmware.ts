/** Software packages, upgrade records and rollouts. */
export const firmware = {
  menus: {
    softwareManagement: '软件管理',
    upgradeRecord: '升级记录',
    rollout: '分批发布'
  },
  permissionActions: {
    pause: '暂停',
    resume: '继续',
    cancel: '取消',
    rollback: '回滚'
  },
  firmware: {
    uploaded: '{name}：{size} 字节，SHA-256 {sha256}',
    wave: '批次',
    canary: '金丝雀',
    progress: '已完成',
    refused: '发布包含 {devices} 台设备；{refused} 台被拒绝：',
    pinnedPackage: '回滚到的软件包',
    offlineChosen: '以下设备离线，将被拒绝：{ids}',
    plan: {
      deviceIds: '设备',
      groupIds: '设备分组',
      wavePercents: '批次（累计百分比，以 100 结束）',
      canaryCount: '金丝雀设备数',
      healthyMinutes: '健康持续（分钟）',
      failureThreshold: '失败率超过（%）则暂停',
      startDelaySeconds: '随机启动延迟上限（秒）',
      windowStartHour: '夜间窗口起始（时）',
      windowEndHour: '结束（时）'
    }
  },
  resources: {
    wn: {
      actions: {
        firmwareUpgrade: '固件升级',
        wifiUpgrade: 'Wi-Fi 升级'
      }
    },
    battery: {
      actions: {
        firmwareUpgrade: '固件升级'
      }
    },
    meter: {
      actions: {
        firmwareUpgrade: '固件升级'
      }
    },
    software: {
      title: '软件包',
      fields: {
        id: '编号',
        softwareName: '软件名称',
        deviceType: '设备类型',
        target: '组件',
        softwareVersion: '软件版本',
        hardwareVersion: '硬件版本',
        wnType: '逆变器类型',
        minVersion: '最低起始版本',
        power: '功率（W）',
        lineTotalNum: '总行数',
        softwareAddress: '软件包文件',
        fileSize: '大小（字节）',
        sha256: 'SHA-256',
        chinaDownloadLink: '国内下载链接',
        softwareContent: '更新说明',
        sort: '排序',
        upgradeStatus: '最近升级',
        causeFailure: '失败原因',
        createTime: '创建时间',
        delFlag: '已删除'
      },
      options: {
        target: {
          firmware: '固件',
          wifi: 'Wi-Fi 模块'
        }
      }
    },
    upgradeRecord: {
      title: '升级记录',
      fields: {
        id: '编号',
        deviceType: '设备类型',
        deviceId: '设备',
        target: '组件',
        softwareName: '软件包',
        sourceSoftwareVersion: '原软件版本',
        targetSoftwareVersion: '目标软件版本',
        sourceWifiVersion: '原 Wi-Fi 版本',
        targetWifiVersion: '目标 Wi-Fi 版本',
        state: '状态',
        progress: '进度（%）',
        causeFailure: '失败原因',
        rolloutId: '发布',
        waveNo: '批次',
        createBy: '发起人',
        sendTime: '下发时间',
        finishTime: '完成时间',
        createTime: '创建时间'
      },
      options: {
        target: {
          firmware: '固件',
          wifi: 'Wi-Fi 模块'
        },
        state: {
          0: '排队中',
          1: '已下发',
          2: '下载中',
          3: '成功',
          4: '失败',
          5: '校验中',
          6: '安装中',
          7: '超时'
        }
      }
    },
    rollout: {
      title: '分批发布',
      fields: {
        id: '编号',
        rolloutName: '发布名称',
        deviceType: '设备类型',
        softwareName: '软件包',
        targetVersion: '目标版本',
        status: '状态',
        pauseReason: '暂停原因',
        currentWave: '当前批次',
        waveCount: '批次数',
        deviceCount: '设备数',
        createBy: '发起人',
        createTime: '创建时间'
      },
      options: {
        status: {
          1: '进行中',
          2: '已暂停',
          3: '已完成',
          4: '已取消',
          5: '回滚中',
          6: '已回滚'
        },
        pauseReason: {
          manual: '手动暂停',
          failureRate: '失败率超过阈值',
          offline: '升级后设备离线',
          outputDrop: '发电量低于同类设备'
        }
      },
      actions: {
        start: '开始发布',
        live: '实时查看',
        pause: '暂停',
        resume: '继续',
        cancel: '取消',
        rollback: '回滚'
      },
      confirm: {
        cancel: '取消发布 {name}？尚未下发的设备保持当前版本。'
      }
    }
  }
};
