"""Test support: an SMTP server that keeps every message it receives.

Each accepted message is appended to a JSONL file as one line
{"to": [...], "from": ..., "subject": ..., "message_id": ..., "body": ...}
and flushed before the server answers 250, so whatever the mail client was
told was delivered is in the file. Listens on 127.0.0.1 only.

    python3 tests/support/smtp-sink.py --port 9575 --out mail.jsonl
"""

import argparse
import asyncio
import json
import os
import signal
from email import message_from_bytes, policy

from aiosmtpd.controller import Controller


class Sink:
    def __init__(self, path):
        self.path = path

    async def handle_DATA(self, server, session, envelope):
        message = message_from_bytes(envelope.original_content or envelope.content, policy=policy.default)
        body = message.get_body(preferencelist=("plain", "html"))
        record = {
            "to": list(envelope.rcpt_tos),
            "from": envelope.mail_from,
            "subject": str(message.get("Subject", "")),
            "message_id": str(message.get("Message-ID", "")),
            "body": body.get_content() if body is not None else "",
        }
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps(record) + "\n")
            out.flush()
            os.fsync(out.fileno())
        return "250 Message accepted for delivery"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    controller = Controller(Sink(args.out), hostname="127.0.0.1", port=args.port)
    controller.start()
    loop = asyncio.new_event_loop()
    stop = loop.create_future()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, lambda: stop.done() or stop.set_result(None))
    loop.run_until_complete(stop)
    controller.stop()


if __name__ == "__main__":
    main()
