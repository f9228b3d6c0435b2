#!/usr/bin/env python3
"""The measurement of docs/network.md, "A client that does not read": 16 open public tables are made
first (from 127.0.0.9); then N clients, each from its own loopback address (127.0.0.10, .11, ...),
create a table of computer players only, watch it, start it, and for S seconds ask for the table
list 20 times a second (the message rate) while reading nothing. Prints the server's resident
memory (VmRSS) each second, its largest, and how many clients the server dropped. Usage:

    scripts/non-reading-clients.py PORT SERVER_PID [CLIENTS=20] [SECONDS=60]
"""
import json
import os
import socket
import struct
import sys
import time


def frame(text):
    payload = text.encode()
    mask = os.urandom(4)
    head = bytes([0x81])
    if len(payload) < 126:
        head += bytes([0x80 | len(payload)])
    else:
        head += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def read_exact(sock, n):
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data


def next_message(sock):
    head = read_exact(sock, 2)
    length = head[1] & 0x7F
    if length == 126:
        length = struct.unpack(">H", read_exact(sock, 2))[0]
    elif length == 127:
        length = struct.unpack(">Q", read_exact(sock, 8))[0]
    return json.loads(read_exact(sock, length)) if head[0] & 0x0F == 1 else {}


def connect(port, address, name):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.bind((address, 0))
    sock.connect(("127.0.0.1", port))
    sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    response = b""
    while b"\r\n\r\n" not in response:
        response += sock.recv(1)
    sock.sendall(frame(json.dumps({"t": "hello", "v": 1, "name": name})))
    return sock


def created(sock, request):
    sock.sendall(frame(json.dumps(request)))
    code = None
    while code is None:
        message = next_message(sock)
        if message.get("t") == "table":
            code = message["code"]
        elif message.get("t") == "error":
            raise RuntimeError(message)
    return code


def public_tables(port):
    hosts = [connect(port, "127.0.0.9", "Host%d" % i) for i in range(4)]
    for i in range(16):
        created(hosts[i % 4], {"t": "create", "game": "settlers", "map": "canaan",
                               "seats": ["person", "person", "person", "person"]})
    return hosts


def non_reader(port, index):
    sock = connect(port, "127.0.0.%d" % (10 + index), "Korah%d" % index)
    code = created(sock, {"t": "create", "game": "settlers", "map": "canaan",
                          "seats": ["random", "random", "random", "random"], "private": True})
    sock.sendall(frame(json.dumps({"t": "join", "code": code})))
    sock.sendall(frame(json.dumps({"t": "start"})))
    return sock  # never read again


def rss_kib(pid):
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    port, pid = int(sys.argv[1]), int(sys.argv[2])
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    seconds = int(sys.argv[4]) if len(sys.argv) > 4 else 60
    hosts = public_tables(port)
    before = rss_kib(pid)
    sockets = [non_reader(port, i) for i in range(clients)]
    alive = set(range(clients))
    largest = before
    listing = frame(json.dumps({"t": "list"}))
    start = time.time()
    for tick in range(seconds * 20):
        for i in list(alive):
            try:
                sockets[i].sendall(listing)
            except OSError:
                alive.discard(i)  # the server dropped it
        if tick % 20 == 19:
            rss = rss_kib(pid)
            largest = max(largest, rss)
            print("%3d s: %6.1f MiB, %d clients connected" % ((tick + 1) // 20, rss / 1024.0, len(alive)), flush=True)
        time.sleep(max(0.0, start + (tick + 1) * 0.05 - time.time()))
    print("clients %d, seconds %d: server VmRSS %.1f MiB before, largest %.1f MiB; %d clients dropped" %
          (clients, seconds, before / 1024.0, largest / 1024.0, clients - len(alive)))
    for sock in sockets:
        sock.close()


if __name__ == "__main__":
    main()
