extension Theme {
    /// The theme with every template's values recorded into `recorder` as pages render.
    package func recording(into recorder: TemplateValueRecorder) -> Theme {
        var theme = self
        theme.templates.recorder = recorder
        return theme
    }
}
