/// The site pipeline: load → parse → compose → render → write.
public enum SitegenSite {}
