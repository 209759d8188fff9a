import SitegenCLI

@main
struct Sitegen {
    static func main() async {
        await SitegenCommand.start()
    }
}
