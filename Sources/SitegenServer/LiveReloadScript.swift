import Foundation

/// The script injected into served HTML pages (never written to Output/): it listens on the
/// event stream, reloads after a good rebuild, swaps the stylesheet after a CSS-only one, and
/// shows a failed build's diagnostics over the page (as text, so they are escaped).
enum LiveReloadScript {
    static let tag = """
        <script data-sitegen-live-reload>(()=>{const s=new EventSource("\(RequestTarget.eventsPath)");let o=null;\
        const hide=()=>{if(o){o.remove();o=null}};\
        s.addEventListener("reload",()=>location.reload());\
        s.addEventListener("css",e=>{hide();let done=false;document.querySelectorAll('link[rel="stylesheet"]').forEach(l=>{\
        const u=new URL(l.href,location.href);if(/\\/assets\\/site\\.[^/]*\\.css$/.test(u.pathname)){\
        l.href=u.pathname.replace(/[^/]*$/,"")+e.data.split("/").pop();done=true}});if(!done)location.reload()});\
        s.addEventListener("build-error",e=>{hide();o=document.createElement("pre");o.id="sitegen-build-error";\
        o.textContent="sitegen: the rebuild failed; showing the last good build\\n\\n"+e.data;\
        o.style.cssText="position:fixed;inset:0;margin:0;padding:2em;overflow:auto;z-index:2147483647;\
        background:rgba(40,0,0,.94);color:#fff;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap";\
        document.body.appendChild(o)})})();</script>
        """

    /// The page with the script before its last `</body>` (or at the end); an `.html` file that
    /// is XML (a podcast feed kept at an old folder address, `podcast.feedAliases: [/feed/]`) is
    /// served as the host would serve it, unchanged.
    static func inject(into html: Data) -> Data {
        var start = html.prefix(256)
        if start.starts(with: [0xEF, 0xBB, 0xBF]) { start = start.dropFirst(3) }  // a byte order mark
        if start.drop(while: { [0x20, 0x09, 0x0A, 0x0D].contains($0) }).starts(with: Data("<?xml".utf8)) {
            return html
        }
        let marker = Data("</body>".utf8)
        var result = html
        if let range = html.range(of: marker, options: .backwards) {
            result.insert(contentsOf: Data(tag.utf8), at: range.lowerBound)
        } else {
            result.append(Data(tag.utf8))
        }
        return result
    }
}
