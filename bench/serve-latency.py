#!/usr/bin/env python3
"""sitegen serve: time from saving an episode to the live-reload event, median of N edits.

Starts `sitegen serve --port 0` on a site folder, listens to /_sitegen/events like a browser,
then edits one episode N times (waiting for each reload) and restores it: `--edit body` appends
a paragraph, `--edit title` changes its title in the front matter (which every page that shows
the title must show again). Prints min / median / max in milliseconds, and for a title edit the
pages each rebuild rendered, as serve reports them. With `--search` (a site with search on), also
the time from saving a body edit to the search index in Output/pagefind/ holding it.

  python3 bench/serve-latency.py --sitegen .build/release/sitegen --site /dev/shm/x/corpus-1000
  python3 bench/serve-latency.py --sitegen .build/release/sitegen --site /dev/shm/x/corpus-1000 --edit title
"""
import argparse, glob, os, re, socket, statistics, subprocess, sys, threading, time


def events(port, sink):
    """Reads the SSE stream; appends (arrival time, event name) for each event."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(b"GET /_sitegen/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    buffer = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return
        buffer += chunk
        for name in re.findall(rb"event: ?([\w-]+)", buffer):
            sink.append((time.perf_counter(), name.decode()))
        buffer = buffer[buffer.rfind(b"\n") + 1:] if b"\n" in buffer else buffer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sitegen", required=True)
    parser.add_argument("--site", required=True)
    parser.add_argument("--edits", type=int, default=10)
    parser.add_argument("--edit", choices=["body", "title"], default="body")
    parser.add_argument("--search", action="store_true", help="also time the search index after each edit")
    args = parser.parse_args()
    entry = os.path.join(args.site, "Output", "pagefind", "pagefind-entry.json")

    def index_state():
        try:
            return open(entry, "rb").read()
        except OSError:
            return None
    server = subprocess.Popen([args.sitegen, "serve", "--source", args.site, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        port = None
        for line in server.stdout:
            match = re.search(r"http://[^:]+:(\d+)/", line)
            if match:
                port = int(match.group(1))
                break
        if port is None:
            sys.exit("serve-latency: the server printed no address")
        printed = []
        threading.Thread(target=lambda: [printed.append(line) for line in server.stdout], daemon=True).start()
        received = []
        threading.Thread(target=events, args=(port, received), daemon=True).start()
        time.sleep(0.5)
        episode = sorted(glob.glob(os.path.join(args.site, "Content", "episodes", "*.md")))[0]
        original = open(episode, encoding="utf-8").read()
        samples = []
        indexed = []
        try:
            for edit in range(args.edits):
                seen = len(received)
                before = index_state()
                start = time.perf_counter()
                with open(episode, "w", encoding="utf-8") as handle:
                    if args.edit == "title":
                        handle.write(re.sub(r'^title: "', f'title: "Edit {edit}: ', original, count=1, flags=re.M))
                    else:
                        handle.write(original + f"\nEdit number {edit} of the latency benchmark.\n")
                while len(received) == seen and time.perf_counter() - start < 60:
                    time.sleep(0.001)
                reload = [t for t, name in received[seen:] if name == "reload"]
                if not reload:
                    sys.exit(f"serve-latency: no reload event after edit {edit}: {received[seen:]}")
                samples.append((reload[0] - start) * 1000)
                if args.search:
                    # The index is exchanged whole, so its entry names a new metadata file once it holds the edit.
                    while index_state() == before and time.perf_counter() - start < 120:
                        time.sleep(0.005)
                    indexed.append((time.perf_counter() - start) * 1000)
                time.sleep(0.3)
        finally:
            with open(episode, "w", encoding="utf-8") as handle:
                handle.write(original)
        count = len(glob.glob(os.path.join(args.site, "Content", "episodes", "*.md")))
        rendered = [int(m.group(1)) for line in printed for m in [re.search(r"(\d+) page\(s\) rendered", line)] if m]
        pages = f", pages rendered: median {statistics.median(rendered):.0f}" if rendered else ""
        print(f"serve {args.edit} edit: {count} episodes, save -> reload event over {len(samples)} edits: "
              f"min {min(samples):.0f} ms, median {statistics.median(samples):.0f} ms, max {max(samples):.0f} ms{pages}")
        if indexed:
            print(f"serve {args.edit} edit: save -> search index holding it: min {min(indexed):.0f} ms, "
                  f"median {statistics.median(indexed):.0f} ms, max {max(indexed):.0f} ms")
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
