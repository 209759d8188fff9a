/// How many episodes an imported collection holds, for the report's line on a show of a network.
struct ShowEpisodeCount {
    /// Every episode of the collection.
    var episodes = 0
    /// Those with audio or a video file: the items of the show's feed.
    var withMedia = 0
    /// Those of ``withMedia`` the build leaves out of the feed: drafts, and episodes dated after
    /// the import (published with `--drafts` or `--future`).
    var unpublished = 0
}
