/// The GitHub Pages workflow of a new site.
enum NewSiteWorkflow {
    /// `.github/workflows/pages.yml`: builds sitegen from its repository (there is no binary
    /// release to download; the build is cached per commit), builds the site with it (its
    /// `Cache/` kept between runs) and deploys Output/ to GitHub Pages.
    static let pages = """
        # Builds the site with sitegen and publishes Output/ on GitHub Pages.
        # In the repository's settings, choose Pages > Source: GitHub Actions.
        name: Pages
        on:
          push:
            branches: [main]
          workflow_dispatch:
        permissions:
          contents: read
          pages: write
          id-token: write
        concurrency:
          group: pages
          cancel-in-progress: false
        jobs:
          build:
            runs-on: ubuntu-24.04
            container: swift:6.3
            steps:
              - uses: actions/checkout@v4
              # The published URL (https://USER.github.io/REPO): the build's base URL.
              - id: pages
                uses: actions/configure-pages@v5
              - name: Install what sitegen needs
                run: |
                  apt-get update
                  apt-get install -y --no-install-recommends git libcmark-gfm-dev libcmark-gfm-extensions-dev \
                    libmimalloc-dev libvips-dev pkg-config python3-pip zstd
                  python3 -m pip install --break-system-packages pagefind-bin
              # sitegen is built from its repository: set SITEGEN_REPOSITORY to its git URL.
              - id: sitegen
                name: Fetch sitegen
                env:
                  SITEGEN_REPOSITORY: ${{ vars.SITEGEN_REPOSITORY }}
                run: |
                  git clone --depth 1 "$SITEGEN_REPOSITORY" /tmp/sitegen
                  echo "commit=$(git -C /tmp/sitegen rev-parse HEAD)" >> "$GITHUB_OUTPUT"
              # sitegen is compiled once per commit of its repository, not on every push.
              - uses: actions/cache@v4
                with:
                  path: /tmp/sitegen/.build
                  key: sitegen-build-${{ steps.sitegen.outputs.commit }}
              - name: Build sitegen
                run: swift build -c release --product sitegen --package-path /tmp/sitegen
              # The picture and highlighting cache (Cache/): a push encodes only new and changed
              # pictures and parses only new and edited code blocks.
              - uses: actions/cache@v4
                with:
                  path: Cache
                  key: sitegen-cache-${{ github.run_id }}
                  restore-keys: sitegen-cache-
              - name: Build the site
                run: /tmp/sitegen/.build/release/sitegen build --base-url "${{ steps.pages.outputs.base_url }}/"
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: Output
          deploy:
            needs: build
            runs-on: ubuntu-24.04
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
}
