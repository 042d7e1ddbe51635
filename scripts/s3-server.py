#!/usr/bin/env python3
"""A real S3-compatible server for the tests and `just cluster`: moto's server mode
(docs/decisions/0036-real-parts-for-several-servers.md), from PyPI in target/s3-venv
(`just s3-deps`).

    s3-server.py BUCKET [PORT]

Listens on 127.0.0.1 (on PORT, or a free port when it is 0 or absent), makes BUCKET in the
ap-south-1 region, prints `listening http://127.0.0.1:<port>` once it answers, and serves until
its standard input closes or it is stopped. The access key is `haat-test` with the secret
`haat-test-secret`; moto accepts any signature made with it, and checks the signing itself.
"""

import signal
import sys
import threading

import boto3
from moto.server import ThreadedMotoServer

ACCESS_KEY = "haat-test"
SECRET = "haat-test-secret"
REGION = "ap-south-1"


def main() -> None:
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    bucket = sys.argv[1]
    port = int(sys.argv[2]) if len(sys.argv) == 3 else 0
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    endpoint = f"http://{host}:{port}"
    boto3.client(
        "s3",
        endpoint_url=endpoint,
        region_name=REGION,
        aws_access_key_id=ACCESS_KEY,
        aws_secret_access_key=SECRET,
    ).create_bucket(Bucket=bucket, CreateBucketConfiguration={"LocationConstraint": REGION})
    print(f"listening {endpoint}", flush=True)

    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    signal.signal(signal.SIGINT, lambda *_: stopped.set())
    # The parent closing our standard input (or dying) stops the server too.
    threading.Thread(target=lambda: (sys.stdin.read(), stopped.set()), daemon=True).start()
    stopped.wait()
    server.stop()


if __name__ == "__main__":
    main()
