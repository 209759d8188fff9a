/// The GitHub Pages workflow of a new site.
enum NewSiteWorkflow {
    /// `.github/workflows/pages.yml`: builds sitegen from its repository (there is no binary
    /// release to download), builds the site with it and deploys Output/ to GitHub Pages.
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
              # sitegen is built from its repository: set SITEGEN_REPOSITORY to its git URL.
              - name: Install what sitegen needs
                run: |
                  apt-get update
                  apt-get install -y --no-install-recommends git libcmark-gfm-dev libcmark-gfm-extensions-dev \\
                    libmimalloc-dev libvips-dev pkg-config python3-pip
                  python3 -m pip install --break-system-packages pagefind-bin
              - name: Build sitegen
                env:
                  SITEGEN_REPOSITORY: ${{ vars.SITEGEN_REPOSITORY }}
                run: |
                  git clone --depth 1 "$SITEGEN_REPOSITORY" /tmp/sitegen
                  swift build -c release --product sitegen --package-path /tmp/sitegen
              - name: Build the site
                run: /tmp/sitegen/.build/release/sitegen build --base-url "${{ steps.pages.outputs.base_url }}/"
              - id: pages
                uses: actions/configure-pages@v5
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
