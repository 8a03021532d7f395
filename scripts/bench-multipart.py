#!/usr/bin/env python3
"""An application's multipart body with a PDF CV of SIZE bytes, for the benchmark.

Without --send, writes the body to stdout (for wrk). With --send HOST:PORT, posts it from
--clients threads at once and prints each status and the slowest time.
"""
import argparse
import http.client
import sys
import threading
import time

BOUNDARY = "----kaveri-bench-0c5b1f"


def body(size: int) -> bytes:
    head = b"%PDF-1.7\n1 0 obj\n<< /Length 0 >>\nstream\n"
    tail = b"\nendstream\nendobj\n%%EOF\n"
    filler = (b"ABCDEFGHIJKLMNOPQRSTUVWXYZ" * (size // 26 + 1))[: max(0, size - len(head) - len(tail))]
    cv = head + filler + tail
    fields = {
        "jobSlug": "senior-product-designer",
        "firstName": "Bench",
        "lastName": "Mark",
        "email": "bench@company.example",
        "location": "Bengaluru",
        "coverNote": "A benchmark application.",
        "consent": "on",
        "elapsedMs": "60000",
    }
    out = bytearray()
    for name, value in fields.items():
        out += f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
    out += f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n'.encode()
    out += cv + f"\r\n--{BOUNDARY}--\r\n".encode()
    return bytes(out)


def send(address: str, payload: bytes, clients: int) -> None:
    host, port = address.split(":")
    results = []

    def one() -> None:
        started = time.monotonic()
        connection = http.client.HTTPConnection(host, int(port), timeout=120)
        connection.request(
            "POST",
            "/api/applications",
            body=payload,
            headers={"Content-Type": f"multipart/form-data; boundary={BOUNDARY}", "Accept": "application/json"},
        )
        status = connection.getresponse().status
        results.append((status, time.monotonic() - started))

    threads = [threading.Thread(target=one) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    statuses = sorted({status for status, _ in results})
    print(f"{clients} concurrent {len(payload)}-byte uploads: statuses {statuses}, slowest {max(t for _, t in results):.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("size", type=int)
    parser.add_argument("--send")
    parser.add_argument("--clients", type=int, default=20)
    args = parser.parse_args()
    payload = body(args.size)
    if args.send:
        send(args.send, payload, args.clients)
    else:
        sys.stdout.buffer.write(payload)


if __name__ == "__main__":
    main()
