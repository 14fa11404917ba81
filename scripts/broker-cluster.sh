#!/usr/bin/env bash
# A three-node RabbitMQ cluster on loopback ports for the device bus (MQTT_BUS):
# devices speak MQTT to any node, server nodes consume over AMQP. Used by the
# bus fault tests and by anyone trying the production set-up on one machine.
# It leaves the machine's own RabbitMQ (rabbit@…, 5672) alone: own node names,
# ports, data folder and cookie.
#
#   scripts/broker-cluster.sh start        start (or restart) all three nodes, wait until clustered
#   scripts/broker-cluster.sh stop         stop all three, keeping their data
#   scripts/broker-cluster.sh kill N       kill -9 node N (1..3)
#   scripts/broker-cluster.sh start-node N start node N again; it rejoins the cluster
#   scripts/broker-cluster.sh status       cluster status as node 1 sees it
#   scripts/broker-cluster.sh ctl N ...    rabbitmqctl on node N (e.g. ctl 1 list_queues)
#   scripts/broker-cluster.sh urls         the MQTT_BUS value and the devices' MQTT URLs
#
# Environment:
#   CLUSTER_DIR  data, logs and cookie (default ./data/broker-cluster)
#   BASE_PORT    node N listens on AMQP BASE_PORT+10(N-1), MQTT +1, Erlang distribution +2 (default 25700)
#   AUTH_URL     the server's broker hook, e.g. http://127.0.0.1:8080/cniotapi/iot/mqtt/rabbitmq/<MQTT_AUTH_SECRET>
#                (devices are then signed in by the server; unset, only the cluster's own users get in)
#   BUS_USER / BUS_PASSWORD  the server nodes' AMQP account (default cniot / cniot)
set -euo pipefail

CLUSTER_DIR=$(mkdir -p "${CLUSTER_DIR:-./data/broker-cluster}" && cd "${CLUSTER_DIR:-./data/broker-cluster}" && pwd)
BASE_PORT=${BASE_PORT:-25700}
BUS_USER=${BUS_USER:-cniot}
BUS_PASSWORD=${BUS_PASSWORD:-cniot}
BIN=/usr/lib/rabbitmq/bin
[ -x "$BIN/rabbitmq-server" ] || BIN=$(dirname "$(command -v rabbitmq-server)")
NODES=(1 2 3)

node_name() { echo "cniot-$BASE_PORT-$1@localhost"; }
port() { echo $((BASE_PORT + 10 * ($1 - 1) + $2)); }

# Everything a node reads comes from here, never from /etc/rabbitmq (which names the machine's own node).
node_env() {
  local n=$1 dir="$CLUSTER_DIR/node$1"
  export HOME="$CLUSTER_DIR" RABBITMQ_CONF_ENV_FILE="$CLUSTER_DIR/empty-env.conf"
  export RABBITMQ_NODENAME=$(node_name "$n") RABBITMQ_USE_LONGNAME=false
  export RABBITMQ_NODE_IP_ADDRESS=127.0.0.1 RABBITMQ_NODE_PORT=$(port "$n" 0) RABBITMQ_DIST_PORT=$(port "$n" 2)
  export RABBITMQ_CONFIG_FILE="$dir/rabbitmq.conf" RABBITMQ_ENABLED_PLUGINS_FILE="$CLUSTER_DIR/enabled_plugins"
  export RABBITMQ_MNESIA_BASE="$dir/mnesia" RABBITMQ_LOG_BASE="$dir/log"
  export ERL_EPMD_ADDRESS=127.0.0.1 RABBITMQ_SERVER_ERL_ARGS="-kernel inet_dist_use_interface {127,0,0,1}"
}

write_config() {
  local n=$1 dir="$CLUSTER_DIR/node$1"
  mkdir -p "$dir/log" "$dir/mnesia"
  {
    echo "listeners.tcp.default = 127.0.0.1:$(port "$n" 0)"
    echo "mqtt.listeners.tcp.default = 127.0.0.1:$(port "$n" 1)"
    echo "mqtt.allow_anonymous = false"
    # Device sessions keep their QoS 1 subscription queue (commands) while the device is away.
    echo "mqtt.durable_queue_type = classic"
    echo "cluster_formation.peer_discovery_backend = classic_config"
    for m in "${NODES[@]}"; do echo "cluster_formation.classic_config.nodes.$m = $(node_name "$m")"; done
    echo "cluster_partition_handling = pause_minority"
    echo "log.console = false"
    echo "log.file.level = warning"
    if [ -n "${AUTH_URL:-}" ]; then
      echo "auth_backends.1 = internal"
      echo "auth_backends.2 = http"
      echo "auth_http.http_method = post"
      for p in user vhost resource topic; do echo "auth_http.${p}_path = $AUTH_URL/$p"; done
    fi
  } >"$dir/rabbitmq.conf"
}

ctl() {
  local n=$1
  shift
  (node_env "$n" && "$BIN/rabbitmqctl" -n "$(node_name "$n")" "$@")
}

start_node() {
  local n=$1
  ctl "$n" ping >/dev/null 2>&1 && return 0
  write_config "$n"
  (node_env "$n" && setsid "$BIN/rabbitmq-server" >"$CLUSTER_DIR/node$n/log/stdout.log" 2>&1 </dev/null &)
}

# await_startup gives up at once while the node is not yet registered with epmd: ask again.
wait_node() {
  local deadline=$((SECONDS + 180))
  until (node_env "$1" && "$BIN/rabbitmqctl" -n "$(node_name "$1")" await_startup --timeout 60 >/dev/null 2>&1); do
    [ $SECONDS -lt $deadline ] || { echo "node $1 did not start; see $CLUSTER_DIR/node$1/log" >&2; return 1; }
    sleep 1
  done
  ctl "$1" eval 'os:getpid().' | tr -d '"' >"$CLUSTER_DIR/node$1/os.pid"
}

prepare() {
  : >"$CLUSTER_DIR/empty-env.conf"
  echo "[rabbitmq_mqtt,rabbitmq_auth_backend_http,rabbitmq_consistent_hash_exchange]." >"$CLUSTER_DIR/enabled_plugins"
  if [ ! -f "$CLUSTER_DIR/.erlang.cookie" ]; then
    head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$CLUSTER_DIR/.erlang.cookie"
    chmod 400 "$CLUSTER_DIR/.erlang.cookie"
  fi
}

case "${1:-}" in
  start)
    prepare
    # A new cluster forms around node 1: with all three starting at once on a busy machine one
    # may give up joining. Restarted nodes must start together (each waits for the others' tables).
    if [ ! -d "$CLUSTER_DIR/node1/mnesia/$(node_name 1)" ]; then
      start_node 1
      wait_node 1
    fi
    for n in "${NODES[@]}"; do start_node "$n"; done
    for n in "${NODES[@]}"; do wait_node "$n"; done
    if ! ctl 1 list_users --silent | grep -q "^$BUS_USER\b"; then
      ctl 1 add_user "$BUS_USER" "$BUS_PASSWORD" >/dev/null
      ctl 1 set_permissions -p / "$BUS_USER" '.*' '.*' '.*' >/dev/null
      ctl 1 delete_user guest >/dev/null 2>&1 || true
    fi
    ;;
  stop)
    # A node already down (killed) has nothing to stop. The last node up pauses (pause_minority)
    # and may not answer a stop: after 60 s it is killed; what it acknowledged is on disk.
    for n in "${NODES[@]}"; do
      (timeout 60 bash -c "$(declare -f node_name port node_env ctl); BIN=$BIN CLUSTER_DIR=$CLUSTER_DIR BASE_PORT=$BASE_PORT ctl $n stop" >/dev/null 2>&1 ||
        kill -9 "$(cat "$CLUSTER_DIR/node$n/os.pid" 2>/dev/null)" 2>/dev/null || true) &
    done
    wait
    ;;
  kill)
    kill -9 "$(cat "$CLUSTER_DIR/node$2/os.pid")"
    ;;
  start-node)
    start_node "$2"
    wait_node "$2"
    ;;
  status)
    ctl 1 cluster_status
    ;;
  ctl)
    shift
    ctl "$@"
    ;;
  urls)
    amqp=() mqtt=()
    for n in "${NODES[@]}"; do
      amqp+=("amqp://$BUS_USER:$BUS_PASSWORD@127.0.0.1:$(port "$n" 0)")
      mqtt+=("mqtt://127.0.0.1:$(port "$n" 1)")
    done
    echo "MQTT_BUS=$(IFS=,; echo "${amqp[*]}")"
    echo "devices: ${mqtt[*]}"
    ;;
  *)
    sed -n '2,22p' "$0"
    exit 2
    ;;
esac
