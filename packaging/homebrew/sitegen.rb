# Homebrew formula for sitegen: builds from a tagged source archive with Homebrew's cmark-gfm,
# vips and mimalloc. Untested until it runs on a Mac (see the README's install section); the
# release workflow (.github/workflows/release.yml) fills in url and sha256 for each tag.
class Sitegen < Formula
  desc "Static site generator for responsive episode galleries"
  homepage "https://github.com/OWNER/sitegen"
  url "https://github.com/OWNER/sitegen/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"

  # Package.swift's swift-tools-version is 6.1; the code needs a Swift 6.3 compiler.
  depends_on xcode: ["26.0", :build]
  depends_on "pkgconf" => :build
  depends_on "python@3.13" => :build # writes the man page from the binary
  depends_on "cmark-gfm"
  depends_on "mimalloc"
  depends_on "vips"

  uses_from_macos "swift" => :build

  def install
    # pkg-config finds cmark-gfm and vips; mimalloc is linked by name, from Homebrew's lib.
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "sitegen",
           "-Xlinker", "-L#{HOMEBREW_PREFIX}/lib"
    bin.install ".build/release/sitegen"
    (bash_completion/"sitegen").write Utils.safe_popen_read(bin/"sitegen", "--generate-completion-script", "bash")
    (zsh_completion/"_sitegen").write Utils.safe_popen_read(bin/"sitegen", "--generate-completion-script", "zsh")
    (fish_completion/"sitegen.fish").write Utils.safe_popen_read(bin/"sitegen", "--generate-completion-script",
                                                                 "fish")
    (man1/"sitegen.1").write Utils.safe_popen_read(Formula["python@3.13"].opt_bin/"python3",
                                                   "packaging/manpage.py", bin/"sitegen")
  end

  def caveats
    <<~EOS
      The search index is written by Pagefind, which Homebrew does not package:
        python3 -m pip install --user pagefind-bin
      or set `search: false` in Content/site.yml.
    EOS
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/sitegen --version")
    system bin/"sitegen", "new", "show"
    # Pagefind is not a dependency: build the new site without its search index.
    inreplace testpath/"show/Content/site.yml", "search: true", "search: false"
    cd testpath/"show" do
      system bin/"sitegen", "build"
    end
    assert_path_exists testpath/"show/Output/index.html"
  end
end
