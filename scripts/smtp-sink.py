#!/usr/bin/env python3
"""A real SMTP server for the system tests (`proof mail`) and `just cluster`: aiosmtpd, listening
on 127.0.0.1 at the port given, keeping every message it accepts as `<n>.eml` in the folder given,
numbered in the order they arrived (each written under a temporary name and renamed, so a reader
never sees half a message). Each file starts with two lines of the sink's own: `X-Envelope-To`
(the recipients) and `X-Sink-TLS` (the TLS version of the session, or `none`).

It prints `listening` once it accepts connections, and runs until it is terminated. The folder's
numbering continues across restarts, so a test can stop and start it around an outage.

Usage: smtp-sink.py PORT FOLDER [--tls-cert CERT --tls-key KEY] [--web PORT]

  --tls-cert, --tls-key  offer STARTTLS with this certificate and refuse mail before it
  --web PORT             also serve a page listing the messages at http://127.0.0.1:PORT/
"""

import argparse
import email
import email.policy
import html
import http.server
import os
import signal
import ssl
import threading

from aiosmtpd.controller import Controller


class Keep:
    def __init__(self, folder):
        self.folder = folder
        self.lock = threading.Lock()
        existing = [n for n in os.listdir(folder) if n.endswith(".eml")]
        self.count = max((int(n[:-4]) for n in existing), default=0)

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.count += 1
            name = f"{self.count:06d}.eml"
        # After STARTTLS, the session holds the TLS transport's details.
        tls_object = session.ssl.get("ssl_object") if session.ssl else None
        tls = tls_object.version() if tls_object else ("tls" if session.ssl else "none")
        path = os.path.join(self.folder, name)
        with open(path + ".tmp", "wb") as out:
            out.write(f"X-Envelope-To: {', '.join(envelope.rcpt_tos)}\r\n".encode())
            out.write(f"X-Sink-TLS: {tls}\r\n".encode())
            out.write(envelope.original_content or envelope.content)
        os.rename(path + ".tmp", path)
        return "250 Message accepted for delivery"


def viewer(folder):
    """A page listing the received messages, newest first; each links to its raw text."""

    class Page(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            names = sorted((n for n in os.listdir(folder) if n.endswith(".eml")), reverse=True)
            wanted = self.path.lstrip("/")
            if wanted in names:
                with open(os.path.join(folder, wanted), "rb") as message:
                    self.answer(message.read(), "text/plain; charset=utf-8")
                return
            if self.path != "/":
                self.send_error(404)
                return
            rows = []
            for name in names:
                with open(os.path.join(folder, name), "rb") as message:
                    parsed = email.message_from_binary_file(message, policy=email.policy.default)
                cells = [parsed.get("X-Envelope-To", ""), parsed.get("Subject", ""), parsed.get("Date", "")]
                rows.append(
                    f'<tr><td><a href="/{name}">{name}</a></td>'
                    + "".join(f"<td>{html.escape(str(c))}</td>" for c in cells)
                    + "</tr>"
                )
            body = (
                "<!doctype html><meta charset=utf-8><title>Mail received</title>"
                f"<h1>Mail received ({len(names)})</h1>"
                "<table border=1 cellpadding=4><tr><th>File</th><th>To</th><th>Subject</th><th>Date</th></tr>"
                + "".join(rows)
                + "</table>"
            )
            self.answer(body.encode(), "text/html; charset=utf-8")

        def answer(self, body, content_type):
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *_):
            pass

    return Page


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("port", type=int)
    parser.add_argument("folder")
    parser.add_argument("--tls-cert")
    parser.add_argument("--tls-key")
    parser.add_argument("--web", type=int)
    args = parser.parse_args()
    os.makedirs(args.folder, exist_ok=True)
    tls = {}
    if args.tls_cert:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(args.tls_cert, args.tls_key)
        tls = {"tls_context": context, "require_starttls": True}
    controller = Controller(Keep(args.folder), hostname="127.0.0.1", port=args.port, **tls)
    controller.start()
    if args.web:
        web = http.server.ThreadingHTTPServer(("127.0.0.1", args.web), viewer(args.folder))
        threading.Thread(target=web.serve_forever, daemon=True).start()
    print("listening", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    controller.stop()


if __name__ == "__main__":
    main()
