/// Bounds that keep rendering finite on any input (recursive partials, self-expanding blocks,
/// exponential section nesting). Exceeding one is a `MustacheError`, never a crash or a hang.
///
/// Rendering recurses once per nesting level: about 0.3 KiB of stack per level in optimized builds
/// and about 1.7 KiB in debug builds, so the default `nestingDepth` of 1,000 needs roughly 300 KiB
/// (optimized) or 1.7 MiB (debug) of stack. Lower it when rendering debug builds on small-stack threads.
public struct RenderLimits: Sendable, Hashable {
    /// The deepest chain of partials and parents being expanded inside one another. Default 100.
    public var partialDepth: Int
    /// The deepest nesting of sections, blocks, partials and parents while rendering. Default 1,000.
    public var nestingDepth: Int
    /// The largest output, in UTF-8 bytes. Default 64 MiB.
    public var outputBytes: Int
    /// The most template nodes one render may visit. Default 5,000,000 (a typical source file
    /// needs a few thousand).
    public var steps: Int

    /// Creates limits; the defaults are generous for real templates.
    public init(
        partialDepth: Int = 100,
        nestingDepth: Int = 1_000,
        outputBytes: Int = 64 * 1024 * 1024,
        steps: Int = 5_000_000
    ) {
        self.partialDepth = partialDepth
        self.nestingDepth = nestingDepth
        self.outputBytes = outputBytes
        self.steps = steps
    }
}
