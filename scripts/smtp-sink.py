#!/usr/bin/env python3
"""A real SMTP server for the system tests (`proof mail`): aiosmtpd, listening on 127.0.0.1 at the
port given, keeping every message it accepts as `<n>.eml` in the folder given, numbered in the
order they arrived (each written under a temporary name and renamed, so a reader never sees half
a message). It prints `listening` once it accepts connections, and runs until it is terminated.

Usage: smtp-sink.py PORT FOLDER
"""

import os
import signal
import sys
import threading

from aiosmtpd.controller import Controller


class Keep:
    def __init__(self, folder):
        self.folder = folder
        self.count = 0
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.count += 1
            name = f"{self.count:06d}.eml"
        path = os.path.join(self.folder, name)
        with open(path + ".tmp", "wb") as out:
            out.write(f"X-Envelope-To: {', '.join(envelope.rcpt_tos)}\r\n".encode())
            out.write(envelope.original_content or envelope.content)
        os.rename(path + ".tmp", path)
        return "250 Message accepted for delivery"


def main():
    port, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    controller = Controller(Keep(folder), hostname="127.0.0.1", port=port)
    controller.start()
    print("listening", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    controller.stop()


if __name__ == "__main__":
    main()
