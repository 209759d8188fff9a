# sitegen — the two commands of a fresh machine: `make site` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
APT_PACKAGES := chromium python3 libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: site test deps build release layouts clean

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

## Preview every layout of the default theme into Output/layouts/ (after `make site`).
layouts:
	@bin=$$($(SWIFT) build -c release --show-bin-path)/sitegen; mkdir -p Output/layouts; \
	for f in Themes/default/layouts/*.yml; do \
	  name=$$(basename $$f .yml); \
	  $$bin layout $$f --format html > Output/layouts/$$name.html || exit 1; \
	  $$bin layout $$f --widths 375,768,1280 --format svg > Output/layouts/$$name.svg || exit 1; \
	done; echo "sitegen: layout previews in Output/layouts/"

## Run every test: unit, fixtures, diagnostics and the browser checks in headless Chromium.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest

clean:
	rm -rf .build Output/*
	touch Output/.gitkeep
