#!/usr/bin/env python3
"""serve-fuzz.py: random edit sequences against the real `sitegen serve` process, black box.

It copies the sample site (Content/ of this repository, plus generated episodes with PNG (and,
when the `vips` command is there, JPEG) thumbnails and audio files; with --own-theme, or one seed
in two, the default theme copied into Themes/default), starts `sitegen serve --port 0` on it, and
then, for --steps steps of a seeded RNG, edits the site the way editors and tools do:

  in-place saves, atomic saves (write a temporary file, rename it over), vim-style saves (backup
  `name~`, `4913` probe, `.name.swp`, new file, backup removed), front-matter edits, new,
  deleted and renamed episodes, moves between folders, `cp -r` of a folder of episodes,
  `rm -r` and `mv` of a folder, replaced pictures, site.yml, people, pages and collections,
  the theme's CSS, templates and layouts, `git checkout` of an earlier commit (many files at
  once), the theme folder copied in or removed, rapid bursts of several edits, and edits made
  while the rebuild of the one before runs; page bundles (a flat episode made a bundle, its
  picture moved in, and back; bundle folders renamed, to dated names too; a bundle's picture,
  audio and other files replaced, added and removed; a bundle file that shadows Content/'s;
  bodies naming bundle files; an index.md dropped into a season's folder, a Hugo _index.md)
  and transcript forms (local .txt, .json, .vtt, a URL, a mapping,
  a list; JSON transcripts edited);

  and mistakes (broken front matter, an impossible date, a missing thumbnail, two files with
  one slug, a broken site.yml, a bad layout file, an unclosed template section, a bundle body
  naming a file its bundle lacks, a broken JSON transcript), each followed
  (sometimes after another edit) by its fix.

After each step it waits until serve has settled (no new line printed for --quiet seconds),
then:
  - after a mistake: every file served must still be the last good build's, serve must have
    printed a `path:line:column: error:` line and sent a `build-error` event on the live-reload
    stream, and `sitegen build` of the same files must fail too;
  - otherwise: `sitegen build --output <tmp>` of the same files is run, every one of its files is
    fetched from the server over HTTP (pages as served, minus the live-reload script) and
    compared byte for byte; every file serve's Output/ has beyond it, and every file the previous
    build had and this one lacks, must answer 404; a step that changed a page must have sent a
    `reload` (or `css`) event.
A difference is retried until --settle-timeout (a slow rebuild is not a defect; a page still
stale then is). The server must never answer 5xx, never stop, never hang.

Run (after `swift build --product sitegen`):

    python3 Tests/SitegenServerTests/Scripts/serve-fuzz.py --seed 1 --steps 40
    python3 Tests/SitegenServerTests/Scripts/serve-fuzz.py --sitegen .build/release/sitegen --seed 7 --steps 200

Options: --sitegen (default: `swift build --show-bin-path`'s sitegen), --seed, --steps, --work
(a folder to keep; default a temporary one, removed on success), --own-theme / --builtin-theme,
--quiet, --settle-timeout, --verbose. Exit status 0 when every step passed, 1 on the first failure,
which prints a replay line (`--seed S --steps N`, the step, its edit kind, the first differing
paths) and keeps the work folder (site, serve's log, the reference build).
Python 3 standard library only.
"""

import argparse
import concurrent.futures
import http.client
import os
import random
import re
import shutil
import shlex
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
DIAGNOSTIC = re.compile(r"^\S[^\n]*:\d+:\d+: error: ", re.M)
LIVE_RELOAD = b"<script data-sitegen-live-reload>"
WORDS = (
    "actor async await buffer closure concurrency decoder encoder generic grid hummingbird isolation "
    "layout macro module package protocol result router sendable stack swift task testing view"
).split()


class Failure(Exception):
    """A defect found: what, and the paths it concerns."""

    def __init__(self, message, paths=()):
        super().__init__(message)
        self.paths = list(paths)


# ---------------------------------------------------------------------------- pictures, audio


def png(width, height, colour):
    """A valid RGB PNG of one colour with a diagonal stripe (so sizes and colours differ)."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            if abs(x * height - y * width) < width * 2:
                rows += bytes((255 - colour[0], 255 - colour[1], 255 - colour[2]))
            else:
                rows += bytes(colour)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 6)) + chunk(
        b"IEND", b"")


def picture(rng, path, work):
    """Writes a PNG, or a JPEG through `vips` when the name ends in .jpg; returns nothing."""
    width, height = rng.choice([(64, 36), (160, 90), (320, 180), (96, 96)])
    colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
    data = png(width, height, colour)
    if path.suffix == ".jpg":
        source = work / "vips-source.png"
        source.write_bytes(data)
        target = work / "vips-target.jpg"
        subprocess.run(["vips", "copy", str(source), str(target)], check=True, capture_output=True)
        data = target.read_bytes()
    atomic_write(path, data)


def mp3(rng):
    """Bytes named .mp3 (sitegen reads only their length)."""
    return b"ID3\x03\x00\x00\x00\x00\x00\x00" + bytes(rng.randrange(256) for _ in range(rng.randrange(200, 2000)))


# ---------------------------------------------------------------------------- file operations


def atomic_write(path, data):
    """Writes a temporary file beside `path` and renames it over (how most editors save)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.parent / f".{path.name}.tmp{os.getpid()}"
    temporary.write_bytes(data)
    os.replace(temporary, path)


def in_place_write(path, data):
    """Truncates and writes the same inode (nano, VS Code's default)."""
    with open(path, "r+b") as handle:
        handle.truncate(0)
        handle.write(data)


def vim_write(path, data):
    """vim's `backupcopy=no` save: `4913` probe, swap file, backup by rename, new file, no backup."""
    folder = path.parent
    swap = folder / f".{path.name}.swp"
    swap.write_bytes(b"b0VIM 9.0")
    probe = folder / "4913"
    probe.write_bytes(b"")
    probe.unlink()
    backup = folder / (path.name + "~")
    os.rename(path, backup)
    path.write_bytes(data)
    backup.unlink()
    swap.unlink()


def save(rng, path, data):
    """Saves one way or another, as editors do."""
    how = rng.choice(["atomic", "atomic", "in place", "vim"])
    if not path.exists():
        how = "atomic"
    {"atomic": atomic_write, "in place": in_place_write, "vim": vim_write}[how](path, data)
    return how


def files_under(folder):
    """Every file below `folder`, as paths relative to it (hidden and backup files aside)."""
    result = []
    if not folder.exists():
        return result
    for root, folders, names in os.walk(folder):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        for name in sorted(names):
            if name.startswith(".") or name.endswith("~"):
                continue
            result.append(os.path.relpath(os.path.join(root, name), folder))
    return result


# ---------------------------------------------------------------------------- the server


class Server:
    """`sitegen serve` as a process: its lines with times, its port, its live-reload events."""

    def __init__(self, sitegen, site, log):
        self.lines = []  # (time, stream, text)
        self.events = []  # (time, name)
        self.lock = threading.Lock()
        self.log = open(log, "w", encoding="utf-8")
        self.process = subprocess.Popen(
            [sitegen, "serve", "--source", str(site), "--port", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        self.last_line = time.monotonic()
        for stream, name in ((self.process.stdout, "out"), (self.process.stderr, "err")):
            threading.Thread(target=self._read, args=(stream, name), daemon=True).start()
        self.port = None
        deadline = time.monotonic() + 300
        while self.port is None and time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise Failure(f"serve ended before listening (status {self.process.returncode}): {self.text()}")
            with self.lock:
                for _, _, text in self.lines:
                    match = re.search(r"at http://127\.0\.0\.1:(\d+)/", text)
                    if match:
                        self.port = int(match.group(1))
            time.sleep(0.05)
        if self.port is None:
            raise Failure("serve did not listen within 300 s")
        threading.Thread(target=self._listen, daemon=True).start()

    def _read(self, stream, name):
        for raw in stream:
            text = raw.decode("utf-8", "replace").rstrip("\n")
            now = time.monotonic()
            with self.lock:
                self.lines.append((now, name, text))
                self.last_line = now
                self.log.write(f"{name}: {text}\n")
                self.log.flush()

    def _listen(self):
        """Reads the live-reload event stream for as long as the server runs."""
        while self.process.poll() is None:
            try:
                connection = socket.create_connection(("127.0.0.1", self.port), timeout=5)
                connection.sendall(b"GET /_sitegen/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                connection.settimeout(None)
                buffered = b""
                while True:
                    data = connection.recv(4096)
                    if not data:
                        break
                    buffered += data
                    while b"\n" in buffered:
                        line, buffered = buffered.split(b"\n", 1)
                        if line.startswith(b"event: "):
                            with self.lock:
                                self.events.append((time.monotonic(), line[7:].decode().strip()))
            except OSError:
                pass
            time.sleep(0.2)

    def text(self, since=0.0):
        with self.lock:
            return "\n".join(f"{name}: {text}" for when, name, text in self.lines if when >= since)

    def events_since(self, since):
        with self.lock:
            return [name for when, name in self.events if when >= since]

    def quiet_for(self):
        with self.lock:
            return time.monotonic() - self.last_line

    def alive(self):
        return self.process.poll() is None

    def stop(self):
        """Ctrl-C: the server must stop cleanly, printing 'stopped'."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise Failure("serve did not stop within 30 s of SIGINT")
        time.sleep(0.1)
        self.log.close()
        return self.process.returncode


class Fetcher:
    """GETs over HTTP/1.1 with keep-alive, one connection per thread."""

    def __init__(self, port, timeout=60):
        self.port = port
        self.timeout = timeout
        self.local = threading.local()

    def get(self, path):
        target = urllib.parse.quote(path, safe="/")
        for attempt in range(2):
            connection = getattr(self.local, "connection", None)
            if connection is None:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
                self.local.connection = connection
            try:
                connection.request("GET", target)
                response = connection.getresponse()
                body = response.read()
                if response.getheader("Connection", "").lower() == "close":
                    connection.close()
                    self.local.connection = None
                return response.status, body
            except socket.timeout:
                raise Failure(f"no answer to GET {target} within {self.timeout} s (a hang)", [path])
            except (ConnectionError, http.client.HTTPException, OSError):
                connection.close()
                self.local.connection = None
                if attempt == 1:
                    raise Failure(f"GET {target}: the connection failed twice", [path])
        raise AssertionError("unreachable")


def served_bytes(body):
    """A served page as written to Output/: without the live-reload script."""
    start = body.rfind(LIVE_RELOAD)
    if start < 0:
        return body
    end = body.find(b"</script>", start)
    return body[:start] + body[end + len(b"</script>"):]


# ---------------------------------------------------------------------------- the site


class Site:
    """The site folder and what the edits need to know of it."""

    def __init__(self, root, rng, work):
        self.root = root
        self.content = root / "Content"
        self.themes = root / "Themes"
        self.rng = rng
        self.work = work
        self.counter = 100
        self.moved_out = []  # folders moved out of Content/ (to move back)

    # names -------------------------------------------------------------------

    def next_number(self):
        self.counter += 1
        return self.counter

    def episodes(self):
        """Every episode's file: flat ones and bundles' `index.md` (not a bundle's other .md)."""
        folder = self.content / "episodes"
        paths = [folder / p for p in files_under(folder) if p.endswith(".md")]
        bundles = {p.parent for p in paths if p.name == "index.md"}
        return [p for p in paths if p.name == "index.md" or not (set(p.parents) & bundles)]

    def subfolders(self):
        folder = self.content / "episodes"
        return sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith("."))

    def collections(self):
        return sorted(p.stem for p in (self.content / "collections").glob("*.md"))

    def own_theme(self):
        return (self.themes / "default" / "theme.yml").exists()

    # generated episodes ------------------------------------------------------------------

    def episode_text(self, number, title=None):
        rng = self.rng
        words = rng.sample(WORDS, 3)
        title = title or f"Fuzz {number}: {' '.join(words).title()}"
        lines = ["---", f'title: "{title}"', f"date: 20{rng.randrange(19, 24)}-{rng.randrange(1, 13):02d}-"
                 f"{rng.randrange(1, 29):02d}", f'duration: "{rng.randrange(1, 59)}:{rng.randrange(60):02d}"']
        collections = self.collections()
        if collections and rng.random() < 0.6:
            lines.append(f"collection: {rng.choice(collections)}")
        lines.append(f"category: {rng.choice(['Fundamentals', 'Deep Dive', 'Tooling', 'Fuzzing'])}")
        lines.append("tags: [" + ", ".join(rng.sample(["fuzz", "swift", "serve", "layout", "tests"], 2)) + "]")
        extension = "jpg" if shutil.which("vips") and rng.random() < 0.4 else "png"
        thumbnail = f"images/fuzz/{number}.{extension}"
        picture(rng, self.content / thumbnail, self.work)
        lines.append(f"thumbnail: {thumbnail}")
        if rng.random() < 0.5:
            lines.append(f"summary: \"{' '.join(rng.sample(WORDS, 6))}.\"")
        if rng.random() < 0.4:
            audio = f"audio/fuzz-{number}.mp3"
            atomic_write(self.content / audio, mp3(rng))
            lines.append(f"audio: {audio}")
        if rng.random() < 0.3:
            lines.append("hosts: [ada-lovelace]")
        if rng.random() < 0.15:
            lines.append("featured: true")
        lines.append("---")
        lines.append("")
        lines.append(self.paragraph())
        if rng.random() < 0.4:
            lines += ["", "```swift", f"let value{number} = {rng.randrange(1000)}", "print(value)", "```"]
        if rng.random() < 0.3:
            lines += ["", "## Chapters", "", "- 00:00 Welcome", f"- 0{rng.randrange(1, 9)}:30 The middle"]
        lines += ["", self.paragraph(), ""]
        return "\n".join(lines)

    def paragraph(self):
        return " ".join(self.rng.choice(WORDS) for _ in range(self.rng.randrange(8, 40))).capitalize() + "."

    def new_episode(self, folder=None):
        number = self.next_number()
        folder = folder or self.content / "episodes"
        path = folder / f"{number}-fuzz-{number}.md"
        atomic_write(path, self.episode_text(number).encode())
        return path


# ---------------------------------------------------------------------------- edits


def without_key(head, key):
    """Front-matter lines without `key` and its indented continuation lines (a block list)."""
    result, inside = [], False
    for line in head:
        if line.startswith(key + ":"):
            inside = True
        elif not (inside and line.startswith(" ")):
            inside = False
            result.append(line)
    return result


def split_front_matter(text):
    """(front matter lines, body) of an episode; None when it has no `---` block."""
    if not text.startswith("---\n"):
        return None
    end = text.find("\n---\n", 4)
    if end < 0:
        return None
    return text[4:end].split("\n"), text[end + 5:]


# ---------------------------------------------------------------------------- bundles, transcripts


BUNDLE_REF = "Bundle ref: "
REMOTE_TRANSCRIPTS = ("https://cdn.example.com/fuzz/{n}.vtt", "https://cdn.example.com/fuzz/{n}.json",
                      "https://cdn.example.com/fuzz/{n}.txt")


def front_value(head, key):
    """The one-line value of `key` in front-matter lines, or None."""
    for line in head:
        if line.startswith(key + ":"):
            return line[len(key) + 1:].strip()
    return None


def set_front(head, key, value):
    """Front-matter lines with `key` replaced by `value` (removed when None)."""
    head = without_key(head, key)
    if value is not None:
        head.append(f"{key}: {value}")
    return head


def join_episode(head, body):
    return ("---\n" + "\n".join(head) + "\n---\n" + body).encode()


def transcript_json(rng, count=None):
    """A Podcast Index JSON transcript (text, pretty-printed so a mistake has a line)."""
    segments, start = [], 0.0
    for _ in range(count or rng.randrange(1, 5)):
        end = start + rng.randrange(1, 9)
        body = " ".join(rng.sample(WORDS, 4)).capitalize() + "."
        segments.append(f'    {{"speaker": "{rng.choice(["Ada", "Grace"])}", "startTime": {start:.1f}, '
                        f'"endTime": {end:.1f}, "body": "{body}"}}')
        start = end
    return '{\n  "version": "1.0.0",\n  "segments": [\n' + ",\n".join(segments) + "\n  ]\n}\n"


def transcript_text(rng, extension):
    """A transcript of the format `extension` (vtt, txt, json)."""
    if extension == "json":
        return transcript_json(rng)
    if extension == "md":
        return f"## Transcript\n\n**Ada:** {' '.join(rng.sample(WORDS, 6))}\n\n**Grace:** {' '.join(rng.sample(WORDS, 5))}\n"
    if extension == "vtt":
        return f"WEBVTT\n\n00:00.000 --> 00:0{rng.randrange(2, 9)}.000\n<v Ada>{' '.join(rng.sample(WORDS, 5))}\n"
    return "\n\n".join(f"Ada: {' '.join(rng.sample(WORDS, 6))}" for _ in range(rng.randrange(1, 4))) + "\n"


class BundleEdits:
    """Page bundles and transcript forms: the edits of them (mixed into Editor)."""

    def bundles(self):
        return [p for p in self.site.episodes() if p.name == "index.md"]

    def flat_episodes(self):
        return [p for p in self.site.episodes() if p.name != "index.md"]

    def resolve(self, episode, relative):
        """The file a front-matter path of `episode` names: the bundle's, else Content/'s."""
        if relative.startswith("/"):
            return self.site.content / relative[1:]
        if episode.name == "index.md" and (episode.parent / relative).exists():
            return episode.parent / relative
        return self.site.content / relative

    def to_bundle(self):
        """A flat episode becomes a bundle (`mv x.md x/index.md`, its picture moved in), or a
        bundle flat again (its files moved out to Content/'s folders, the folder removed)."""
        bundles, flat = self.bundles(), self.flat_episodes()
        if bundles and (not flat or self.rng.random() < 0.4):
            return self.flatten(self.rng.choice(bundles))
        path = self.rng.choice(flat)
        parts = split_front_matter(path.read_text())
        if parts is None:
            return self.site_add()
        head, body = parts
        name = self.rng.choice([path.stem, path.stem, re.sub(r"^\d+-", "", path.stem),
                                f"20{self.rng.randrange(19, 24)}-0{self.rng.randrange(1, 10)}-1{self.rng.randrange(10)}-"
                                + re.sub(r"^\d+-", "", path.stem)])
        folder = path.parent / name
        if folder.exists():
            return self.site_add()
        if not re.match(r"\d{4}-\d\d-\d\d-", name):
            self.ensure_date(path)
            parts = split_front_matter(path.read_text())
            head, body = parts
        folder.mkdir()
        thumbnail = front_value(head, "thumbnail")
        moved = ""
        if thumbnail and not thumbnail.startswith("/") and self.rng.random() < 0.7:
            source = self.site.content / thumbnail
            if source.exists() and "fuzz" in thumbnail:
                cover = folder / ("cover" + source.suffix)
                os.rename(source, cover)
                head = set_front(head, "thumbnail", cover.name)
                moved = f", {thumbnail} -> {cover.name}"
        index = folder / "index.md"
        os.rename(path, index)
        if moved:
            save(self.rng, index, join_episode(head, body))
        return f"to bundle: {self.rel(path)} -> {self.rel(index)}{moved}"

    def flatten(self, index):
        folder = index.parent
        parts = split_front_matter(index.read_text())
        if parts is None:
            return self.site_add()
        head, body = parts
        number = self.site.next_number()
        if (front_value(head, "transcript") or "").endswith(".md"):
            head = set_front(head, "transcript", None)  # a bundle's own Markdown; not a file of Content/
        for key, target_folder in (("thumbnail", "images/fuzz"), ("audio", "audio"), ("transcript", "transcripts")):
            value = front_value(head, key)
            if not value or value.startswith(("/", "[", "{", "http")) or not (folder / value).exists():
                continue
            target = self.site.content / target_folder / f"flat-{number}-{Path(value).name}"
            target.parent.mkdir(parents=True, exist_ok=True)
            os.rename(folder / value, target)
            head = set_front(head, key, os.path.relpath(target, self.site.content))
        value = front_value(head, "transcript") or ""
        if value.startswith(("[", "{")):
            head = set_front(head, "transcript", None)
        body = "\n".join(line for line in body.split("\n") if not line.startswith(BUNDLE_REF))
        target = folder.parent / f"{folder.name}.md"
        atomic_write(target, join_episode(head, body))
        subprocess.run(["rm", "-r", str(folder)], check=True)
        return f"flatten bundle {self.rel(folder)} -> {self.rel(target)}"

    def ensure_date(self, path):
        """Gives an episode that takes its date from its dated name a `date:` of its own (it is
        about to lose that name)."""
        parts = split_front_matter(path.read_text())
        if parts and front_value(parts[0], "date") is None:
            head = set_front(parts[0], "date", f"20{self.rng.randrange(19, 24)}-0{self.rng.randrange(1, 10)}-15")
            save(self.rng, path, join_episode(head, parts[1]))
            return " (date added)"
        return ""

    def rename_bundle(self):
        """Renames a bundle's folder; to a dated name, sometimes dropping `date:` (the folder's day
        is the date then)."""
        bundles = self.bundles()
        if not bundles:
            return self.to_bundle()
        folder = self.rng.choice(bundles).parent
        number = self.site.next_number()
        dated = self.rng.random() < 0.4
        name = (f"20{self.rng.randrange(19, 24)}-0{self.rng.randrange(1, 10)}-2{self.rng.randrange(9)}-bundle-{number}"
                if dated else self.rng.choice([f"bundle-{number}", f"{number}-bundle-{number}"]))
        extra = "" if dated else self.ensure_date(folder / "index.md")
        parent = folder.parent
        if self.rng.random() < 0.3:
            # Into a season's folder, or out of one.
            episodes = self.site.content / "episodes"
            parent = episodes if parent != episodes else episodes / f"season-{self.rng.randrange(1, 4)}"
            parent.mkdir(exist_ok=True)
        target = parent / name
        if self.rng.random() < 0.25:
            subprocess.run(["cp", "-r", str(folder), str(target)], check=True)
            parts = split_front_matter((target / "index.md").read_text())
            if parts and front_value(parts[0], "slug") is not None:
                # The copy's slug is its folder's name (the same `slug:` twice is the mistake kind).
                save(self.rng, target / "index.md", join_episode(set_front(parts[0], "slug", None), parts[1]))
            return f"cp -r bundle {self.rel(folder)} {self.rel(target)}{extra}"
        os.rename(folder, target)
        if dated and self.rng.random() < 0.5:
            parts = split_front_matter((target / "index.md").read_text())
            if parts:
                save(self.rng, target / "index.md", join_episode(set_front(parts[0], "date", None), parts[1]))
                extra = " (date: dropped, the folder's day is the date)"
        return f"rename bundle {self.rel(folder)} -> {self.rel(target)}{extra}"

    def bundle_file(self):
        """Replaces, adds or removes a bundle's picture, audio or other file."""
        bundles = self.bundles()
        if not bundles:
            return self.to_bundle()
        index = self.rng.choice(bundles)
        folder = index.parent
        parts = split_front_matter(index.read_text())
        if parts is None:
            return self.site_add()
        head, body = parts
        what = self.rng.choice(["picture", "picture", "audio", "extra", "shadow"])
        if what == "picture":
            thumbnail = front_value(head, "thumbnail") or ""
            if (folder / thumbnail).is_file() and self.rng.random() < 0.5:
                picture(self.rng, folder / thumbnail, self.site.work)
                return f"replace bundle picture {self.rel(folder / thumbnail)}"
            cover = folder / self.rng.choice(["cover.png", "art.png"])
            picture(self.rng, cover, self.site.work)
            how = save(self.rng, index, join_episode(set_front(head, "thumbnail", cover.name), body))
            return f"bundle picture {self.rel(cover)} as thumbnail ({how})"
        if what == "audio":
            audio = front_value(head, "audio")
            if audio == "episode.mp3" and self.rng.random() < 0.4:
                how = save(self.rng, index, join_episode(set_front(head, "audio", None), body))
                (folder / "episode.mp3").unlink()
                return f"bundle audio dropped from {self.rel(index)} ({how})"
            atomic_write(folder / "episode.mp3", mp3(self.rng))
            if audio != "episode.mp3":
                save(self.rng, index, join_episode(set_front(head, "audio", "episode.mp3"), body))
            return f"bundle audio {self.rel(folder / 'episode.mp3')}"
        if what == "shadow":
            # A bundle file of the path a front-matter value names under Content/: it takes over.
            thumbnail = front_value(head, "thumbnail") or ""
            if "/" not in thumbnail or thumbnail.startswith("/") or not thumbnail.endswith((".png", ".jpg")):
                return self.bundle_body()
            shadow = folder / thumbnail
            if shadow.exists() and self.rng.random() < 0.5:
                shadow.unlink()
                return f"bundle picture dropped, no longer shadowing: {self.rel(shadow)}"
            picture(self.rng, shadow, self.site.work)
            return f"bundle picture {self.rel(shadow)} shadows Content/{thumbnail}"
        name = self.rng.choice(["notes.pdf", "outline.md", "extra/data.txt", "diagram.png"])
        path = folder / name
        referenced = any(name in line for line in body.split("\n") if line.startswith(BUNDLE_REF)) or any(
            front_value(head, key) == name for key in ("thumbnail", "audio", "transcript"))
        if path.exists() and not referenced and self.rng.random() < 0.5:
            path.unlink()
            return f"bundle file dropped: {self.rel(path)}"
        if name.endswith(".png"):
            picture(self.rng, path, self.site.work)
        elif name.endswith(".md"):
            atomic_write(path, f"# Outline\n\n{self.site.paragraph()}\n".encode())
        else:
            atomic_write(path, f"%PDF-1.4 {self.site.paragraph()}\n".encode())
        return f"bundle file {self.rel(path)}"

    def bundle_body(self):
        """A bundle's body names one of its files (created when absent), or stops naming it."""
        bundles = self.bundles()
        if not bundles:
            return self.to_bundle()
        index = self.rng.choice(bundles)
        parts = split_front_matter(index.read_text())
        if parts is None:
            return self.site_add()
        head, body = parts
        lines = body.split("\n")
        refs = [line for line in lines if line.startswith(BUNDLE_REF)]
        if refs and self.rng.random() < 0.3:
            drop = self.rng.choice(refs)
            lines.remove(drop)
            how = save(self.rng, index, join_episode(head, "\n".join(lines)))
            return f"bundle body of {self.rel(index)} drops {drop!r} ({how})"
        name = self.rng.choice(["diagram.png", "notes.pdf", "figures/plot.png"])
        path = index.parent / name
        if not path.exists():
            if name.endswith(".png"):
                picture(self.rng, path, self.site.work)
            else:
                atomic_write(path, f"%PDF-1.4 {self.site.paragraph()}\n".encode())
        link = f"![A figure]({name})" if name.endswith(".png") else f"[the notes]({name})"
        lines = lines[:1] + ["", BUNDLE_REF + link, ""] + lines[1:]
        how = save(self.rng, index, join_episode(head, "\n".join(lines)))
        return f"bundle body of {self.rel(index)} names {name} ({how})"

    def transcript_edit(self):
        """Switches an episode's transcript between forms: local .txt/.json/.vtt/.md, a URL, a
        mapping, a list, none."""
        path = self.rng.choice(self.site.episodes())
        parts = split_front_matter(path.read_text())
        if parts is None:
            return self.site_add()
        head, body = parts
        number = self.site.next_number()
        bundle = path.name == "index.md"

        def local(extension):
            if bundle and self.rng.random() < 0.7:
                name = f"transcript-{number}.{extension}"
                target = path.parent / name
            else:
                name = f"transcripts/fuzz-{number}.{extension}"
                target = self.site.content / name
            atomic_write(target, transcript_text(self.rng, extension).encode())
            return name

        form = self.rng.choice(["txt", "json", "json", "vtt", "url", "mapping", "list", "none"]
                               + (["md", "md"] if bundle else []))
        if form == "md":
            # A bundle's Markdown file: read into the page, not published.
            name = self.rng.choice(["transcript.md", "outline.md"])
            atomic_write(path.parent / name, transcript_text(self.rng, "md").encode())
            value = name
        elif form in ("txt", "json", "vtt"):
            value = local(form)
        elif form == "url":
            value = self.rng.choice(REMOTE_TRANSCRIPTS).format(n=number)
        elif form == "mapping":
            value = (f"{{url: {local('json')}, type: application/json, language: en"
                     + (", rel: captions}" if self.rng.random() < 0.5 else "}"))
        elif form == "list":
            items = [local(self.rng.choice(["vtt", "json"])), REMOTE_TRANSCRIPTS[0].format(n=number)]
            if self.rng.random() < 0.5:
                items.append(local("txt"))
            value = "[" + ", ".join(items) + "]"
        else:
            value = None
        how = save(self.rng, path, join_episode(set_front(head, "transcript", value), body))
        return f"transcript of {self.rel(path)}: {form} {value} ({how})"

    def json_transcripts(self, extensions="json"):
        """(episode, file) of every local transcript of these extensions (a regex alternation)."""
        found = []
        for episode in self.site.episodes():
            parts = split_front_matter(episode.read_text())
            value = front_value(parts[0], "transcript") if parts else None
            for name in re.findall(r"[\w./-]+\.(?:" + extensions + ")\\b", value or ""):
                if not name.startswith("https:"):
                    file = self.resolve(episode, name)
                    if file.exists():
                        found.append((episode, file))
        return found

    def json_transcript_edit(self):
        """Saves a local transcript file anew: JSON mostly, or .txt, .vtt, a bundle's .md."""
        found = self.json_transcripts("json|txt|vtt|md" if self.rng.random() < 0.4 else "json")
        if not found:
            return self.transcript_edit()
        _, file = self.rng.choice(found)
        how = save(self.rng, file, transcript_text(self.rng, file.suffix[1:]).encode())
        return f"edit transcript {self.rel(file)} ({how})"

    def bundle_mistake(self):
        """A bundle body naming a file it lacks, or a broken JSON transcript; registers the fix."""
        found = self.json_transcripts()
        bundles = self.bundles()
        if found and (not bundles or self.rng.random() < 0.5):
            _, path = self.rng.choice(found)
            original = path.read_bytes()
            broken = self.rng.choice([original.replace(b"},\n", b"},,\n", 1).replace(b"\n  ]", b",\n  ]"),
                                      original.replace(b'"segments"', b'"segmentz"'),
                                      original[:len(original) // 2]])
            how = save(self.rng, path, broken)
            kind = "broken JSON transcript"
        elif bundles:
            index = self.rng.choice(bundles)
            path = index
            original = path.read_bytes()
            parts = split_front_matter(original.decode())
            if parts is None:
                return None
            head, body = parts
            how = save(self.rng, path, join_episode(head, body + f"\n{BUNDLE_REF}![Gone](missing-{self.site.next_number()}.png)\n"))
            kind = "bundle body names a missing file"
        else:
            return None
        self.mistake_path = path

        def restore():
            return save(self.rng, path, original)

        self.fix = (f"fix {self.rel(path)}", restore)
        return f"MISTAKE {kind} in {self.rel(path)} ({how})"

    def site_add(self):
        return self.add_episode()

    def season_index(self):
        """An `index.md` dropped into a folder of episodes (a season: the folder becomes one page, a
        bundle, and its episodes its resources), or a Hugo `_index.md` (ignored, with a warning);
        or either taken out again."""
        subfolders = self.site.subfolders()
        swallowing = [f / "index.md" for f in subfolders
                      if (f / "index.md").exists() and any(p.name != "index.md" for p in f.rglob("*.md"))]
        sections = [f / "_index.md" for f in subfolders if (f / "_index.md").exists()]
        placed = swallowing + sections
        if placed and self.rng.random() < 0.45:
            path = self.rng.choice(placed)
            os.remove(path)
            return f"season index taken out: {self.rel(path)}"
        seasons = [f for f in subfolders if not (f / "index.md").exists()
                   and any(p.suffix == ".md" and p.name != "_index.md" for p in f.iterdir())]
        if not seasons:
            folder = self.content_season()
            self.site.new_episode(folder)
            seasons = [folder]
        folder = self.rng.choice(seasons)
        if self.rng.random() < 0.4 and not (folder / "_index.md").exists():
            atomic_write(folder / "_index.md", f"---\ntitle: {folder.name.title()}\n---\nAbout this season.\n".encode())
            return f"Hugo section page: {self.rel(folder / '_index.md')}"
        number = self.site.next_number()
        save(self.rng, folder / "index.md", self.site.episode_text(number).encode())
        return f"index.md dropped into {self.rel(folder)} (the folder becomes one page)"

    def content_season(self):
        folder = self.site.content / "episodes" / f"season-{self.rng.randrange(1, 4)}"
        folder.mkdir(exist_ok=True)
        return folder


class Editor(BundleEdits):
    """The edits: each one returns a description; a mistake registers its fix."""

    def __init__(self, site, rng, server):
        self.site = site
        self.rng = rng
        self.server = server
        self.fix = None  # (description, function) while a mistake is in place
        self.mistake_path = None  # the file the mistake is in (other edits leave it alone)

    # good edits -------------------------------------------------------------------------

    def body_edit(self):
        path = self.rng.choice([p for p in self.site.episodes() if p != self.mistake_path] or self.site.episodes())
        parts = split_front_matter(path.read_text())
        if parts is None:
            return self.add_episode()
        head, body = parts
        paragraphs = body.split("\n\n")
        index = self.rng.randrange(len(paragraphs))
        paragraphs[index] = self.site.paragraph() if self.rng.random() < 0.5 else paragraphs[index] + " Edited."
        how = save(self.rng, path, ("---\n" + "\n".join(head) + "\n---\n" + "\n\n".join(paragraphs)).encode())
        return f"body edit of {self.rel(path)} ({how})"

    def front_matter_edit(self):
        path = self.rng.choice(self.site.episodes())
        parts = split_front_matter(path.read_text())
        if parts is None:
            return self.add_episode()
        head, body = parts
        key = self.rng.choice(["title", "duration", "category", "tags", "featured", "summary", "collection",
                               "draft", "date"])
        head = without_key(head, key)
        value = {
            "title": f'"Retitled {self.rng.randrange(10000)}"',
            "duration": f'"{self.rng.randrange(1, 59)}:{self.rng.randrange(60):02d}"',
            "category": self.rng.choice(["Fundamentals", "Deep Dive", "Tooling", "Fuzzing"]),
            "tags": "[" + ", ".join(self.rng.sample(["fuzz", "swift", "serve", "layout", "tests"], 2)) + "]",
            "featured": self.rng.choice(["true", "false"]),
            "summary": f"\"{' '.join(self.rng.sample(WORDS, 5))}.\"",
            "collection": self.rng.choice(self.site.collections() or ["none"]),
            "draft": self.rng.choice(["true", "false", "false"]),
            "date": f"20{self.rng.randrange(19, 24)}-{self.rng.randrange(1, 13):02d}-{self.rng.randrange(1, 29):02d}",
        }[key]
        if key == "collection" and self.rng.random() < 0.3:
            pass  # removed from its collection
        else:
            head.append(f"{key}: {value}")
        how = save(self.rng, path, ("---\n" + "\n".join(head) + "\n---\n" + body).encode())
        return f"front matter {key} of {self.rel(path)} ({how})"

    def add_episode(self):
        folder = None
        if self.site.subfolders() and self.rng.random() < 0.3:
            folder = self.rng.choice(self.site.subfolders())
        path = self.site.new_episode(folder)
        return f"add {self.rel(path)}"

    def delete_episode(self):
        episodes = [p for p in self.site.episodes() if "fuzz" in p.name] or self.site.episodes()
        if len(episodes) < 3:
            return self.add_episode()
        path = self.rng.choice(episodes)
        if path.name == "index.md":
            subprocess.run(["rm", "-r", str(path.parent)], check=True)
            return f"rm -r bundle {self.rel(path.parent)}"
        path.unlink()
        return f"delete {self.rel(path)}"

    def rename_episode(self):
        path = self.rng.choice(self.site.episodes())
        if path.name == "index.md":
            return self.rename_bundle()
        self.ensure_date(path)
        number = self.site.next_number()
        folders = [self.site.content / "episodes"] + self.site.subfolders()
        if self.rng.random() < 0.3:
            folders.append(self.site.content / "episodes" / f"season-{self.rng.randrange(1, 4)}")
        target_folder = self.rng.choice(folders)
        target_folder.mkdir(exist_ok=True)
        target = target_folder / f"{number}-renamed-{number}.md"
        os.rename(path, target)
        return f"rename {self.rel(path)} -> {self.rel(target)}"

    def copy_folder(self):
        staging = self.site.work / f"staging-{self.site.next_number()}"
        staging.mkdir()
        for _ in range(self.rng.randrange(1, 5)):
            self.site.new_episode(staging)
        target = self.site.content / "episodes" / f"season-{self.site.next_number()}"
        subprocess.run(["cp", "-r", str(staging), str(target)], check=True)
        shutil.rmtree(staging)
        return f"cp -r of {len(files_under(target))} episodes into {self.rel(target)}"

    def remove_folder(self):
        folders = self.site.subfolders()
        if not folders:
            return self.copy_folder()
        folder = self.rng.choice(folders)
        subprocess.run(["rm", "-r", str(folder)], check=True)
        return f"rm -r {self.rel(folder)}"

    def move_folder(self):
        folders = self.site.subfolders()
        if self.site.moved_out and self.rng.random() < 0.5:
            source = self.site.moved_out.pop()
            target = self.site.content / "episodes" / source.name
            names = {Path(p).name for p in files_under(self.site.content / "episodes")}
            if target.exists() or names & {Path(p).name for p in files_under(source)}:
                # A git checkout brought these episodes back meanwhile: two files with one slug.
                shutil.rmtree(source)
                return "nothing (a folder moved out could not come back)"
            os.rename(source, target)
            return f"mv a folder back in: {self.rel(target)}"
        if not folders:
            return self.copy_folder()
        folder = self.rng.choice(folders)
        if self.rng.random() < 0.3:
            outside = self.site.work / f"moved-out-{self.site.next_number()}"
            os.rename(folder, outside)
            self.site.moved_out.append(outside)
            return f"mv {self.rel(folder)} out of Content/"
        target = self.site.content / "episodes" / f"season-{self.site.next_number()}"
        if (folder / "index.md").exists():
            self.ensure_date(folder / "index.md")
        os.rename(folder, target)
        return f"mv {self.rel(folder)} {self.rel(target)}"

    def replace_picture(self):
        pictures = [p for p in files_under(self.site.content / "images" / "fuzz")]
        if not pictures:
            return self.add_episode()
        path = self.site.content / "images" / "fuzz" / self.rng.choice(pictures)
        picture(self.rng, path, self.site.work)
        return f"replace picture {self.rel(path)}"

    def add_loose_image(self):
        path = self.site.content / "images" / "loose" / f"{self.site.next_number()}.png"
        picture(self.rng, path.with_suffix(".png"), self.site.work)
        return f"add unreferenced picture {self.rel(path)}"

    def site_yml_edit(self):
        path = self.site.content / "site.yml"
        key = self.rng.choice(["title", "pageSize", "description"])
        lines = [line for line in path.read_text().split("\n") if not line.startswith(key + ":")]
        value = {"title": f'"Swift Screencasts {self.rng.randrange(100)}"', "pageSize": str(self.rng.choice([
            6, 12, 24])), "description": f"\"{' '.join(self.rng.sample(WORDS, 6))}\""}[key]
        lines.insert(0, f"{key}: {value}")
        how = save(self.rng, path, "\n".join(lines).encode())
        return f"site.yml {key} ({how})"

    def other_markdown_edit(self):
        folder = self.rng.choice(["people", "pages", "collections"])
        files = sorted((self.site.content / folder).glob("*.md"))
        path = self.rng.choice(files)
        text = path.read_text()
        how = save(self.rng, path, (text.rstrip("\n") + "\n\n" + self.site.paragraph() + "\n").encode())
        return f"edit {self.rel(path)} ({how})"

    def theme_edit(self):
        if not self.site.own_theme():
            return self.copy_theme()
        theme = self.site.themes / "default"
        kind = self.rng.choice(["css", "css", "template", "layout"])
        if kind == "css":
            path = theme / "style.css"
            text = path.read_text()
            text += f"\n.fuzz-{self.rng.randrange(1000)} {{ color: #{self.rng.randrange(0x1000000):06x}; }}\n"
        elif kind == "template":
            path = theme / "templates" / "base.mustache"
            text = path.read_text()
            text = re.sub(r"<!-- fuzz \d+ -->", "", text)
            text = text.replace("</footer>", f"<!-- fuzz {self.rng.randrange(1000)} --></footer>", 1)
        else:
            path = theme / "layouts" / "more.yml"
            text = path.read_text()
            text = re.sub(r"\n# fuzz \d+", "", text) + f"\n# fuzz {self.rng.randrange(1000)}"
        how = save(self.rng, path, text.encode())
        return f"theme {kind}: {self.rel(path)} ({how})"

    def copy_theme(self):
        if self.site.own_theme():
            subprocess.run(["rm", "-r", str(self.site.themes)], check=True)
            return "rm -r Themes (back to the built-in theme)"
        self.site.themes.mkdir(exist_ok=True)
        subprocess.run(["cp", "-r", str(REPO / "Sources/SitegenRender/DefaultTheme"),
                        str(self.site.themes / "default")], check=True)
        return "cp -r the default theme into Themes/default"

    def git_checkout(self):
        root = str(self.site.root)
        git = ["git", "-C", root, "-c", "user.name=fuzz", "-c", "user.email=fuzz@example.org"]
        for command in (["add", "-A"], ["commit", "-q", "--allow-empty", "-m", "step"]):
            done = subprocess.run(git + command, capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"git {command[0]} failed in the fuzz site: {done.stderr.strip()}")
        log = subprocess.run(git + ["rev-list", "HEAD"], check=True, capture_output=True, text=True).stdout.split()
        target = self.rng.choice(log[1:] or log)
        subprocess.run(git + ["checkout", "-q", "-f", target], check=True, capture_output=True)
        return f"git checkout {target[:10]} ({len(log)} commits)"

    def drip(self):
        """A slow rebuild (every picture replaced), an added episode, then many small saves 40 ms
        apart (an autosave, a script): each its own burst, all queued while the rebuild runs."""
        for name in files_under(self.site.content / "images" / "fuzz"):
            picture(self.rng, self.site.content / "images" / "fuzz" / name, self.site.work)
        time.sleep(0.1)
        added = self.site.new_episode()
        path = self.rng.choice([p for p in self.site.episodes() if p != added])
        parts = split_front_matter(path.read_text())
        if parts is None:
            return f"drip: add {self.rel(added)}"
        head, body = parts
        count = self.rng.randrange(70, 100)
        for index in range(count):
            time.sleep(0.04)
            in_place_write(path, ("---\n" + "\n".join(head) + "\n---\n" + body + f"\nDrip {index}.\n").encode())
        return f"drip: pictures replaced, add {self.rel(added)}, then {count} saves of {self.rel(path)} 40 ms apart"

    def rel(self, path):
        try:
            return os.path.relpath(path, self.site.root)
        except ValueError:
            return str(path)

    # mistakes ---------------------------------------------------------------------------

    def mistake(self):
        kinds = ["front matter", "date", "thumbnail", "duplicate slug", "site.yml"]
        if self.site.own_theme():
            kinds += ["layout", "template"]
        if self.bundles() or self.json_transcripts():
            kinds += ["bundle", "bundle"]
        kind = self.rng.choice(kinds)
        if kind == "bundle":
            description = self.bundle_mistake()
            if description:
                return description
            kind = "front matter"
        if kind == "duplicate slug":
            source = self.rng.choice(self.flat_episodes() or self.site.episodes())
            text = source.read_text()
            parts = split_front_matter(text)
            if parts and not any(line.startswith("slug:") for line in parts[0]):
                slug = re.sub(r"^\d+-", "", source.stem)
                text = "---\n" + "\n".join(parts[0] + [f"slug: {slug}"]) + "\n---\n" + parts[1]
            copy = source.parent / f"{self.site.next_number()}-copy.md"
            atomic_write(copy, text.encode())
            self.fix = (f"remove {self.rel(copy)}", lambda: copy.unlink())
            return f"MISTAKE duplicate slug: {self.rel(copy)} copies {self.rel(source)}"
        if kind in ("front matter", "date", "thumbnail"):
            path = self.rng.choice(self.site.episodes())
            original = path.read_bytes()
            parts = split_front_matter(original.decode())
            if parts is None:
                return self.add_episode()
            head, body = parts
            if kind == "front matter":
                head = [line for line in head if not line.startswith("title:")] + ['title: "never closed']
            elif kind == "date":
                head = [line for line in head if not line.startswith("date:")] + ["date: 2023-02-30"]
            else:
                head = [line for line in head if not line.startswith("thumbnail:")] + [
                    "thumbnail: images/no-such-picture.png"]
            how = save(self.rng, path, ("---\n" + "\n".join(head) + "\n---\n" + body).encode())
        elif kind == "site.yml":
            path = self.site.content / "site.yml"
            original = path.read_bytes()
            how = save(self.rng, path, original + b"\ntitle: [never closed\n")
        elif kind == "layout":
            path = self.site.themes / "default" / "layouts" / "more.yml"
            original = path.read_bytes()
            how = save(self.rng, path, original + b"\n  - {this is: [not, a layout\n")
        else:
            path = self.site.themes / "default" / "templates" / "base.mustache"
            original = path.read_bytes()
            how = save(self.rng, path, original.replace(b"</footer>", b"{{#never-closed}}</footer>", 1))

        self.mistake_path = path

        def restore():
            return save(self.rng, path, original)

        self.fix = (f"fix {self.rel(path)}", restore)
        return f"MISTAKE {kind} in {self.rel(path)} ({how})"

    def apply_fix(self):
        description, function = self.fix
        self.fix = None
        self.mistake_path = None
        function()
        return description


GOOD_EDITS = [
    ("body", 8), ("front matter", 5), ("add", 4), ("delete", 3), ("rename", 3), ("cp -r", 2), ("rm -r", 1),
    ("mv folder", 2), ("picture", 2), ("loose picture", 1), ("site.yml", 1), ("other markdown", 2), ("theme", 3),
    ("theme folder", 1), ("git checkout", 1), ("drip", 1), ("bundle", 3), ("bundle rename", 2),
    ("bundle file", 3), ("bundle body", 2), ("transcript", 3), ("json transcript", 2), ("season index", 2),
]


def good_edit(editor, kind):
    return {
        "body": editor.body_edit, "front matter": editor.front_matter_edit, "add": editor.add_episode,
        "delete": editor.delete_episode, "rename": editor.rename_episode, "cp -r": editor.copy_folder,
        "rm -r": editor.remove_folder, "mv folder": editor.move_folder, "picture": editor.replace_picture,
        "loose picture": editor.add_loose_image, "site.yml": editor.site_yml_edit,
        "other markdown": editor.other_markdown_edit, "theme": editor.theme_edit,
        "theme folder": editor.copy_theme, "git checkout": editor.git_checkout, "drip": editor.drip,
        "bundle": editor.to_bundle, "bundle rename": editor.rename_bundle, "bundle file": editor.bundle_file,
        "bundle body": editor.bundle_body, "transcript": editor.transcript_edit,
        "json transcript": editor.json_transcript_edit, "season index": editor.season_index,
    }[kind]()


def pick(rng, weighted):
    names = [name for name, _ in weighted]
    return rng.choices(names, weights=[weight for _, weight in weighted])[0]


# ---------------------------------------------------------------------------- checks


class Checker:
    """Fresh builds and the comparison of what serve serves with them."""

    def __init__(self, args, site, server, work):
        self.args = args
        self.site = site
        self.server = server
        self.work = work
        self.reference = work / "reference"
        self.fetcher = Fetcher(server.port)
        self.pool = concurrent.futures.ThreadPoolExecutor(4)
        self.previous = set()
        self.slow = 0
        self.compared = 0

    def fresh_build(self, target):
        """`sitegen build` of the site as it is now into `target`; (status, output)."""
        if target.exists():
            shutil.rmtree(target)
        run = subprocess.run(
            [self.args.sitegen, "build", "--source", str(self.site.root), "--output", str(target),
             "--image-cache", str(self.work / "fresh-cache")],
            capture_output=True, text=True)
        return run.returncode, run.stdout + run.stderr

    def settle(self, since):
        """Waits until serve printed nothing for --quiet seconds (and at least that long since the edit)."""
        while True:
            if not self.server.alive():
                raise Failure(f"serve ended (status {self.server.process.returncode}):\n{self.server.text(since)}")
            idle = min(self.server.quiet_for(), time.monotonic() - since)
            if idle >= self.args.quiet:
                return
            time.sleep(0.05)

    def differences(self, expected_folder, paths=None):
        """Paths whose served bytes differ from `expected_folder`'s (or should 404 and do not)."""
        expected = set(files_under(expected_folder))
        on_disk = set(files_under(self.site.root / "Output"))
        if paths is None:
            paths = sorted(expected | (on_disk - expected) | (self.previous - expected))

        def check(path):
            # A page as a browser asks for it: its folder (`/x/` answers `x/index.html`).
            target = "/" + (path[:-len("index.html")] if path.endswith("index.html") else path)
            status, body = self.fetcher.get(target)
            if status >= 500:
                return (path, f"status {status}")
            if path in expected:
                if status != 200:
                    return (path, f"status {status}, expected 200")
                data = (expected_folder / path).read_bytes()
                got = served_bytes(body) if path.endswith(".html") else body
                if got != data:
                    return (path, f"{len(got)} bytes served, {len(data)} in a full build")
                return None
            if status != 404:
                return (path, f"status {status}, expected 404 (not in a full build)")
            return None

        return [d for d in self.pool.map(check, paths) if d is not None]

    def compare(self, expected_folder, since, what):
        """Compares until equal or --settle-timeout; raises with the first differing paths."""
        deadline = time.monotonic() + self.args.settle_timeout
        found = self.differences(expected_folder)
        self.compared += 1
        while found and time.monotonic() < deadline:
            time.sleep(0.3)
            self.settle(since)
            found = self.differences(expected_folder, [path for path, _ in found])
            if not found:
                found = self.differences(expected_folder)
        if found:
            raise Failure(f"served files differ from {what} after {self.args.settle_timeout} s:\n"
                          + "\n".join(f"  /{p}: {why}" for p, why in found[:12]), [p for p, _ in found])
        return True

    def good_step(self, since, first=False):
        self.settle(since)
        status, output = self.fresh_build(self.work / "fresh")
        if status != 0:
            raise Failure(f"the fuzzer's good edit broke the site (a fuzzer bug, or a build error):\n{output[-3000:]}")
        if self.differences(self.work / "fresh"):
            self.slow += 1
        self.compare(self.work / "fresh", since, "a full build")
        # A step that changed a page must have told the open pages.
        changed_page = False
        for path in files_under(self.work / "fresh"):
            if path.endswith(".html") and not path.startswith("pagefind/"):
                old = self.reference / path
                if not old.exists() or old.read_bytes() != (self.work / "fresh" / path).read_bytes():
                    changed_page = True
                    break
        events = self.server.events_since(since)
        if changed_page and not first and not any(e in ("reload", "css") for e in events):
            raise Failure(f"pages changed but no reload event was sent (events: {events})")
        if self.reference.exists():
            shutil.rmtree(self.reference)
        os.rename(self.work / "fresh", self.reference)
        self.previous = set(files_under(self.reference))

    def mistake_step(self, since):
        self.settle(since)
        status, output = self.fresh_build(self.work / "probe")
        if status == 0:
            raise Failure("the fuzzer's mistake builds without an error (a fuzzer bug):\n" + output[-2000:])
        deadline = time.monotonic() + self.args.settle_timeout
        while not DIAGNOSTIC.search(self.server.text(since)) and time.monotonic() < deadline:
            time.sleep(0.1)
            self.settle(since)
        if not DIAGNOSTIC.search(self.server.text(since)):
            raise Failure(f"serve printed no path:line:column: error: line for the mistake "
                          f"(sitegen build says: {output.strip()[:500]}); serve printed:\n{self.server.text(since)}")
        while "build-error" not in self.server.events_since(since) and time.monotonic() < deadline:
            time.sleep(0.1)
        if "build-error" not in self.server.events_since(since):
            raise Failure(f"no build-error event after the mistake (events: {self.server.events_since(since)})")
        self.compare(self.reference, since, "the last good build")


# ---------------------------------------------------------------------------- main


def make_site(args, rng, work):
    root = work / "site"
    shutil.copytree(REPO / "Content", root / "Content")
    if args.own_theme:
        shutil.copytree(REPO / "Sources/SitegenRender/DefaultTheme", root / "Themes" / "default")
    site = Site(root, rng, work)
    for _ in range(rng.randrange(3, 8)):
        site.new_episode()
    if rng.random() < 0.5:
        season = root / "Content/episodes/season-1"
        season.mkdir()
        for _ in range(2):
            site.new_episode(season)
    # Output/ and the folders serve writes beside it while it rebuilds (a `git add` that meets one
    # vanishing fails), and the cache.
    (root / ".gitignore").write_text("Output/\n.Output.*\nCache/\n")
    subprocess.run(["git", "-C", str(root), "init", "-q"], check=True)
    return site


def find_sitegen():
    try:
        folder = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO, capture_output=True,
                                text=True, check=True).stdout.strip()
        return os.path.join(folder, "sitegen")
    except (OSError, subprocess.CalledProcessError):
        return str(REPO / ".build/debug/sitegen")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sitegen", help="the sitegen binary (default: swift build --show-bin-path)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--work", help="a folder for the site and the builds (kept)")
    theme = parser.add_mutually_exclusive_group()
    theme.add_argument("--own-theme", dest="own_theme", action="store_true", default=None)
    theme.add_argument("--builtin-theme", dest="own_theme", action="store_false")
    parser.add_argument("--quiet", type=float, default=0.6, help="seconds without output that mean settled")
    parser.add_argument("--settle-timeout", type=float, default=20.0)
    parser.add_argument("--mistakes", type=float, default=0.12, help="the share of steps that are mistakes")
    parser.add_argument("--only", help="good edits of these kinds only (comma-separated, e.g. drip,body; "
                        "the kinds: " + ", ".join(name for name, _ in GOOD_EDITS) + ")")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    args.sitegen = os.path.abspath(args.sitegen or find_sitegen())
    rng = random.Random(args.seed)
    if args.only:
        GOOD_EDITS[:] = [(name, weight) for name, weight in GOOD_EDITS if name in args.only.split(",")]
        if not GOOD_EDITS:
            parser.error("--only names no edit kind")
    if args.own_theme is None:
        args.own_theme = rng.random() < 0.5
    work = Path(args.work).resolve() if args.work else Path(tempfile.mkdtemp(prefix="sitegen-serve-fuzz-"))
    if args.work and work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True, exist_ok=True)
    # The command line as given (with --sitegen made absolute), so that every option replays.
    given = [a for i, a in enumerate(sys.argv[1:]) if a != "--sitegen" and (i == 0 or sys.argv[i] != "--sitegen")]
    given = [a for a in given if not a.startswith("--sitegen=")]
    replay = " ".join(shlex.quote(a) for a in ["python3", os.path.relpath(__file__, REPO), "--sitegen", args.sitegen] + given)
    started = time.monotonic()
    site = make_site(args, rng, work)
    server = None
    step, description = 0, "start"
    try:
        server = Server(args.sitegen, site.root, work / "serve.log")
        editor = Editor(site, rng, server)
        checker = Checker(args, site, server, work)
        since = time.monotonic() - 10
        checker.good_step(since, first=True)
        kinds = {}
        for step in range(1, args.steps + 1):
            since = time.monotonic()
            mistake_now = False
            if editor.fix is not None and rng.random() < 0.7:
                description = editor.apply_fix()
            elif editor.fix is None and rng.random() < args.mistakes:
                description = editor.mistake()
                mistake_now = True
            elif editor.fix is not None:
                # Another edit while the mistake is in place: the site stays broken.
                description = good_edit(editor, rng.choice(["body", "add", "picture"]))
            else:
                shape = rng.choices(["one", "burst", "during rebuild"], weights=[6, 2, 2])[0]
                if shape == "one":
                    description = good_edit(editor, pick(rng, GOOD_EDITS))
                else:
                    parts = []
                    for index in range(rng.randrange(2, 6) if shape == "burst" else 2):
                        if index:
                            time.sleep(rng.uniform(0, 0.06) if shape == "burst" else rng.uniform(0.04, 0.4))
                        kinds_here = [(name, weight) for name, weight in GOOD_EDITS if name != "drip"]
                        parts.append(good_edit(editor, pick(rng, kinds_here)))
                    description = f"{shape}: " + "; ".join(parts)
            kind = "mistake" if mistake_now else ("fix" if description.startswith(("fix", "remove")) else "edit")
            kinds[kind] = kinds.get(kind, 0) + 1
            if editor.fix is not None:
                checker.mistake_step(since)
            else:
                checker.good_step(since)
            if args.verbose:
                print(f"step {step} ({time.monotonic() - since:.1f} s): {description}", flush=True)
        status = server.stop()
        output = server.text()
        if status != 0 or "sitegen: stopped" not in output:
            step, description = args.steps + 1, "Ctrl-C"
            raise Failure(f"serve did not stop cleanly: status {status}\n{output[-2000:]}")
        if "Fatal error" in output or "Backtrace" in output:
            raise Failure("serve printed a crash report:\n" + output[-3000:])
        print(f"serve-fuzz: seed {args.seed}: {args.steps} steps passed ({kinds}; theme "
              f"{'own' if args.own_theme else 'built-in'}; {checker.slow} compared before the rebuild ended) "
              f"in {time.monotonic() - started:.0f} s")
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)
        return 0
    except Failure as failure:
        print(f"serve-fuzz: FAILED at step {step} ({description}): {failure}", file=sys.stderr)
        if failure.paths:
            print("first differing paths: " + ", ".join("/" + p for p in failure.paths[:8]), file=sys.stderr)
        print(f"replay: {replay}  (work folder kept: {work}; serve's log: {work / 'serve.log'})", file=sys.stderr)
        if server is not None and server.alive():
            server.process.send_signal(signal.SIGINT)
            try:
                server.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.process.kill()
        return 1


if __name__ == "__main__":
    sys.exit(main())
