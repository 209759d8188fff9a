// Diagnostics and source positions are the engine's error currency: whoever imports the engine
// gets them too.
@_exported public import SitegenDiagnostics
