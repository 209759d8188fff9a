#!/usr/bin/env python3
"""The image benchmark: 1,000 episodes whose thumbnails and body images are 1280x720 JPEGs.

    python3 bench/image-bench.py --sitegen .build/release/sitegen [--episodes 1000] [--runs 1] [--warm-runs 7]

It takes the corpus of run-bench.py (gen-corpus.py, seed 42) and gives every episode a JPEG
thumbnail and a root-relative JPEG body image (2,000 distinct files: 20 pictures made with the
`vips` command, each copy made distinct by a JPEG comment, so that nothing is shared by content
hashing). Then, each timed with its peak RSS (`/usr/bin/time`):

  sitegen cold      images and cache deleted: every picture decoded and encoded (WebP at every
                    width its layouts need, one JPEG, an Open Graph card per thumbnail)
  sitegen warm      again with the cache kept: nothing is encoded
  sitegen no images the same corpus without its picture files (thumbnails and images dropped),
                    its cache and its output kept as the warm build's are (an untimed build
                    first), so that both rows replace an output of their own
  hugo images       Hugo with its own image processing: every thumbnail and body image resized
                    to the widths sitegen chose for it, in WebP (cache wiped: cold)
  hugo images warm  again with Hugo's cache kept
  hugo no images    Hugo's build of the corpus without pictures (its own warm ratio, for comparison)

and the ratios the issue asks for: cold / hugo (at most 0.5) and warm / no images (at most 1.2).
The warm and no-images rows run in turns (--warm-runs pairs, each row its best run), so that a
slow minute of a shared machine falls on both; the median of the pairs' ratios is printed too.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SITE_YML = (  # run-bench.py's
    'title: "Benchmark"\ndescription: "A generated show."\nbaseURL: "https://example.org/"\nrequireThumbnails: false\n'
    'podcast: {author: Bench, owner: {name: Bench, email: bench@example.org}, category: Technology, '
    'explicit: false, image: images/artwork.png}\n'
    # Search (Pagefind) is off, as in run-bench.py's main rows: Hugo runs no indexer either.
    'search: false\n')


def run(command, env=None):
    """Runs a command under /usr/bin/time -v; (seconds, peak RSS in MB)."""
    start = time.monotonic()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - start
    if result.returncode != 0:
        sys.exit("failed: %s\n%s%s" % (" ".join(command), result.stdout[-2000:], result.stderr[-4000:]))
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    return seconds, int(match.group(1)) / 1024 if match else 0.0


def pictures(folder, count=20):
    """Makes `count` distinct 1280x720 JPEGs with grain (like photographs) with the vips command."""
    os.makedirs(folder, exist_ok=True)
    paths = []
    for index in range(count):
        path = os.path.join(folder, "base-%02d.jpg" % index)
        if not os.path.exists(path):
            steps = [
                ["vips", "xyz", folder + "/xyz.v", "1280", "720"],
                ["vips", "linear", folder + "/xyz.v", folder + "/l.v", "%f %f" % (0.1 + index / 100, 0.3),
                 "%d %d" % (index * 7, 40)],
                ["vips", "gaussnoise", folder + "/n.v", "1280", "720", "--sigma", "18", "--seed", str(index)],
                ["vips", "add", folder + "/l.v", folder + "/n.v", folder + "/a.v"],
                ["vips", "bandjoin", folder + "/a.v " + folder + "/a.v", folder + "/b.v"],
                ["vips", "cast", folder + "/b.v", folder + "/c.v", "uchar"],
                ["vips", "copy", folder + "/c.v", path + "[Q=85]"],
            ]
            for step in steps:
                subprocess.run(step, check=True, capture_output=True)
        paths.append(path)
    return paths


def distinct(jpeg, tag):
    """The JPEG with a comment segment after its start marker: other bytes, the same pixels."""
    comment = ("sitegen-bench %s" % tag).encode()
    segment = b"\xff\xfe" + (len(comment) + 2).to_bytes(2, "big") + comment
    return jpeg[:2] + segment + jpeg[2:]


def corpus(work, episodes):
    """The picture corpus (and the plain one it is made from); their folders."""
    plain = os.path.join(work, "corpus-%d" % episodes)
    if not os.path.isdir(os.path.join(plain, "Content", "episodes")):
        subprocess.run([sys.executable, os.path.join(HERE, "gen-corpus.py"), "--episodes", str(episodes),
                        "--seed", "42", "--out", plain, "--force"], check=True)
    with open(os.path.join(plain, "Content", "site.yml"), "w") as handle:
        handle.write(SITE_YML)
    site = os.path.join(work, "images-%d" % episodes)
    if os.path.isdir(os.path.join(site, "Content", "images")):
        shutil.copyfile(os.path.join(plain, "Content", "site.yml"), os.path.join(site, "Content", "site.yml"))
        return plain, site
    shutil.rmtree(site, ignore_errors=True)
    shutil.copytree(os.path.join(plain, "Content"), os.path.join(site, "Content"))
    bases = [open(path, "rb").read() for path in pictures(os.path.join(work, "image-bases"))]
    images = os.path.join(site, "Content", "images")
    os.makedirs(images, exist_ok=True)
    folder = os.path.join(site, "Content", "episodes")
    for index, name in enumerate(sorted(os.listdir(folder))):
        path = os.path.join(folder, name)
        text = open(path, encoding="utf-8").read()
        thumbnail = re.search(r'^thumbnail: "?(images/[^"\n]+)"?$', text, re.M)
        if thumbnail:
            with open(os.path.join(site, "Content", thumbnail.group(1)), "wb") as handle:
                handle.write(distinct(bases[index % len(bases)], "thumbnail %d" % index))

        def body(match, index=index):
            target = (match.group(1) + match.group(2)).replace(".png", ".jpg")
            with open(os.path.join(site, "Content", target), "wb") as handle:
                handle.write(distinct(bases[(index * 7 + 3) % len(bases)], "body %d" % index))
            return "](/%s)" % target
        text = re.sub(r"\]\((images/)([^)]+\.png)\)", body, text)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    return plain, site


def hugo_site(work):
    """The benchmark's Hugo site with the image layouts laid over it."""
    folder = os.path.join(work, "hugo-site-images")
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(os.path.join(HERE, "hugo-site"), folder)
    shutil.copytree(os.path.join(HERE, "hugo-site-images", "layouts"), os.path.join(folder, "layouts"),
                    dirs_exist_ok=True)
    return folder


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sitegen", required=True)
    ap.add_argument("--episodes", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=1, help="runs of each cold and Hugo row (each its best)")
    ap.add_argument("--warm-runs", type=int, default=7,
                    help="pairs of runs of the warm and no-images rows, in turns (each row its best)")
    ap.add_argument("--work", default="/dev/shm/sitegen-bench")
    ap.add_argument("--warm-only", action="store_true",
                    help="only the warm and no-images rows (an earlier run's cache and output are kept)")
    args = ap.parse_args(argv)
    os.makedirs(args.work, exist_ok=True)
    plain, site = corpus(args.work, args.episodes)
    out = os.path.join(args.work, "images-out")
    cache = os.path.join(args.work, "images-cache")
    rows = {}

    def best(name, command, before=None, env=None):
        results = []
        for _ in range(args.runs):
            if before:
                before()
            subprocess.run(["sync"])
            results.append(run(command, env))
        rows[name] = min(results)

    def cold():
        shutil.rmtree(out, ignore_errors=True)
        shutil.rmtree(cache, ignore_errors=True)

    sitegen = [args.sitegen, "build", "--source", site, "--output", out, "--image-cache", cache]
    if not args.warm_only:
        best("sitegen cold", sitegen, before=cold)
    elif not os.path.isdir(out):
        cold()
        run(sitegen)  # the warm rows need an output and a cache: one untimed cold build makes them
    plain_out = os.path.join(args.work, "plain-out")
    plain_build = [args.sitegen, "build", "--source", plain, "--output", plain_out,
                   "--image-cache", os.path.join(args.work, "plain-cache")]
    # Warm as the warm row is: its cache (the Swift blocks' highlighting) and its output left by an
    # untimed build, so that each timed build replaces an output, as the warm row's does.
    run(plain_build)
    # The two rows whose ratio is the goal run in turns, one of each after the other, so that a
    # slow minute of a shared machine slows both rows' runs and not one row's; each row is its best
    # run, and the median of the ratios of each pair is printed beside it.
    warm_runs, plain_runs = [], []
    for _ in range(args.warm_runs):
        subprocess.run(["sync"])
        warm_runs.append(run(sitegen))
        subprocess.run(["sync"])
        plain_runs.append(run(plain_build))
    rows["sitegen warm"] = min(warm_runs)
    rows["sitegen no images"] = min(plain_runs)
    paired = [w[0] / p[0] for w, p in zip(warm_runs, plain_runs)]
    paired_median = statistics.median(paired)
    if args.warm_only:
        warm_ratio = rows["sitegen warm"][0] / rows["sitegen no images"][0]
        for name, (seconds, rss) in rows.items():
            print("%-20s %10.2f %12.0f" % (name, seconds, rss))
        print("warm / no images: %.2f (goal <= 1.2); median of %d paired runs: %.2f"
              % (warm_ratio, len(paired), paired_median))
        return 0
    # Hugo resizes to the widths sitegen chose for a thumbnail (all thumbnails have the same size).
    home = open(os.path.join(out, "index.html"), encoding="utf-8").read()
    widths = re.search(r'<source type="image/webp" srcset="([^"]+)"', home).group(1)
    widths = " ".join(re.findall(r" (\d+)w", widths))
    files = sum(len(f) for _, _, f in os.walk(os.path.join(out, "assets", "images")))
    hugo = hugo_site(args.work)
    env = dict(os.environ, HUGO_ASSETDIR=os.path.join(site, "Content"), HUGO_IMAGE_WIDTHS=widths)
    hugo_out = os.path.join(args.work, "hugo-images-out")
    best("hugo images", ["sh", os.path.join(hugo, "build-hugo.sh"), site, hugo_out], env=env)
    # Hugo's own warm ratio, for comparison: the same build with its cache kept, and the corpus
    # without pictures.
    best("hugo images warm", ["sh", os.path.join(hugo, "build-hugo.sh"), site, hugo_out],
         env=dict(env, HUGO_KEEP_CACHE="1"))
    best("hugo no images", ["sh", os.path.join(HERE, "hugo-site", "build-hugo.sh"), plain,
                            os.path.join(args.work, "hugo-plain-out")])
    hugo_files = sum(1 for _, _, f in os.walk(hugo_out) for name in f if name.endswith(".webp"))
    print("image benchmark: %d episodes, %d JPEG pictures of 1280x720 (thumbnails and body images), "
          "%d core(s); best of %d (warm rows: of %d in turns)"
          % (args.episodes, 2 * args.episodes, os.cpu_count(), args.runs, args.warm_runs))
    print("widths per picture: %s (sitegen: WebP and one JPEG, %d files; Hugo: WebP, %d files)"
          % (widths, files, hugo_files))
    print("%-20s %10s %12s" % ("build", "seconds", "peak RSS MB"))
    for name, (seconds, rss) in rows.items():
        print("%-20s %10.2f %12.0f" % (name, seconds, rss))
    cold_ratio = rows["sitegen cold"][0] / rows["hugo images"][0]
    warm_ratio = rows["sitegen warm"][0] / rows["sitegen no images"][0]
    print("cold / hugo images: %.2f (goal <= 0.5); warm / no images: %.2f (goal <= 1.2; median of %d paired runs: %.2f)"
          % (cold_ratio, warm_ratio, len(paired), paired_median))
    print("hugo's own: warm images / no images: %.2f; sitegen warm / hugo images warm: %.2f"
          % (rows["hugo images warm"][0] / rows["hugo no images"][0],
             rows["sitegen warm"][0] / rows["hugo images warm"][0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
