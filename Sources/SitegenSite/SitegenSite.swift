// The layout-file decoder and the YAML reading with positions that front matter, site.yml and
// theme.yml share live in SitegenLayoutFile; re-exported, so that every file of the pipeline and
// every client of `import SitegenSite` sees them as before the split.
@_exported public import SitegenLayoutFile

/// The site pipeline: load → parse → compose → render → write.
public enum SitegenSite {}
