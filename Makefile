# sitegen — the two commands of a fresh machine: `make site` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
APT_PACKAGES := chromium python3 libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config cmark-gfm hugo
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: site test deps build release layouts bench clean

## Install the Debian packages that are missing (Chromium for the browser checks).
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product sitegen

## Set up and run the main job: build the sample site (Content/ + Themes/default) into Output/.
site: release
	@$$($(SWIFT) build -c release --show-bin-path)/sitegen build --source .

## Preview the sample site with live reload at http://127.0.0.1:8000/ (Ctrl-C stops).
serve: release
	@$$($(SWIFT) build -c release --show-bin-path)/sitegen serve --source .

## Preview every layout of the default theme into Output/layouts/ (after `make site`).
layouts:
	@bin=$$($(SWIFT) build -c release --show-bin-path)/sitegen; mkdir -p Output/layouts; \
	for f in Themes/default/layouts/*.yml; do \
	  name=$$(basename $$f .yml); \
	  $$bin layout $$f --format html > Output/layouts/$$name.html || exit 1; \
	  $$bin layout $$f --widths 375,768,1280 --format svg > Output/layouts/$$name.svg || exit 1; \
	done; echo "sitegen: layout previews in Output/layouts/"

## Run every test: unit, fixtures, diagnostics and the browser checks in headless Chromium,
## after the benchmark once on a tiny corpus (so that it cannot rot).
test: deps
	$(SWIFT) build --build-tests
	python3 bench/run-bench.py --sitegen $$($(SWIFT) build --show-bin-path)/sitegen --sizes 50 --runs 1 --work $${TMPDIR:-/tmp}/sitegen-bench-smoke
	$(SWIFT) test --skip-build --disable-xctest

## The benchmark: sitegen (release) against Hugo on 1,000 and 10,000 episodes, on tmpfs.
bench: release
	python3 bench/run-bench.py --sitegen $$($(SWIFT) build -c release --show-bin-path)/sitegen --sizes 1000,10000 --runs 3
	for n in 1000 10000; do python3 bench/serve-latency.py --sitegen $$($(SWIFT) build -c release --show-bin-path)/sitegen --site /dev/shm/sitegen-bench/corpus-$$n || exit 1; done

clean:
	rm -rf .build Output/*
	touch Output/.gitkeep
