"""Test support: an SMTP server that keeps every message it receives.

Each accepted message is appended to a JSONL file as one line
{"to": [...], "from": ..., "subject": ..., "message_id": ..., "body": ...}
and flushed before the server answers 250, so whatever the mail client was
told was delivered is in the file. Listens on 127.0.0.1 only.

    python3 tests/support/smtp-sink.py --port 9575 --out mail.jsonl [--hold TEXT]

With --hold, the first RCPT TO whose address contains TEXT is held without
an answer for --hold-seconds (a mail server that stalls): the sink writes
the address to <out>.held first, so a test can kill the sending worker while
it waits. Later attempts for that address are accepted at once.
"""

import argparse
import asyncio
import json
import signal
from email import message_from_bytes, policy

from aiosmtpd.controller import Controller


class Sink:
    def __init__(self, path, hold, hold_seconds):
        self.path = path
        self.hold = hold
        self.hold_seconds = hold_seconds
        self.held = False

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if self.hold and not self.held and self.hold in address:
            self.held = True
            with open(self.path + ".held", "w", encoding="utf-8") as out:
                out.write(address + "\n")
            await asyncio.sleep(self.hold_seconds)
            return "451 Try again later"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        message = message_from_bytes(envelope.original_content or envelope.content, policy=policy.compat32)
        part = next((p for p in message.walk() if not p.is_multipart()), None)
        body = part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8", "replace") if part is not None else ""
        record = {
            "to": list(envelope.rcpt_tos),
            "from": envelope.mail_from,
            "subject": str(message.get("Subject", "")),
            "message_id": str(message.get("Message-ID", "")),
            "body": body,
        }
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps(record) + "\n")
            out.flush()
        return "250 Message accepted for delivery"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--hold", default="")
    parser.add_argument("--hold-seconds", type=float, default=60.0)
    args = parser.parse_args()
    controller = Controller(Sink(args.out, args.hold, args.hold_seconds), hostname="127.0.0.1", port=args.port)
    controller.start()
    loop = asyncio.new_event_loop()
    stop = loop.create_future()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, lambda: stop.done() or stop.set_result(None))
    loop.run_until_complete(stop)
    controller.stop()


if __name__ == "__main__":
    main()
