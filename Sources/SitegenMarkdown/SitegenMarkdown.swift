/// The Markdown wrapper: the only module that touches cmark-gfm.
public enum SitegenMarkdown {}
