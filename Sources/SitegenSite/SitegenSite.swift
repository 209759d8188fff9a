/// The site pipeline: load → model → theme → compose → write (see ARCHITECTURE.md).
public enum SitegenSite {}
