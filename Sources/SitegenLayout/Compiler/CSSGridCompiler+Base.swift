extension CSSGridCompiler {
    /// The rules every compiled layout relies on; include them once per page.
    public static let baseStyleSheet = """
        /* sitegen layout base */
        .sg-layout { container-type: inline-size; container-name: sg-root; display: block; }
        .sg-root { display: flex; flex-direction: column; align-items: stretch; }
        .sg-cols { display: flex; flex-direction: column; min-width: 0; }
        .sg-side { display: contents; }
        .sg-s { container-type: inline-size; display: flex; flex-direction: column; align-items: stretch; min-width: 0; position: relative; }
        .sg-b { flex: none; box-sizing: border-box; align-self: flex-start; }
        .sg-c { position: relative; box-sizing: border-box; }
        .sg-d { position: absolute; z-index: 0; }
        .sg-r { display: grid; position: relative; z-index: 1; justify-content: start; align-content: start; box-sizing: border-box; }
        .sg-i { box-sizing: border-box; position: relative; }
        .sg-t { pointer-events: none; min-width: 0; min-height: 0; }
        .sg-p { position: absolute; top: 0; width: 1px; height: 1px; pointer-events: none; scroll-snap-align: start; scroll-snap-stop: always; }
        @media (prefers-reduced-motion: reduce) { .sg-layout .sg-r { scroll-snap-type: none !important; } }

        """
}
