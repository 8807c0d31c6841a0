/// One metric's score, threshold and status.
public struct MetricScore: Sendable, Hashable {
    /// Which metric.
    public var metric: Metric
    /// 0–100, higher is better.
    public var score: Int
    /// The metric's status against ``threshold``.
    public var status: MetricStatus

    /// The seed's threshold for the metric.
    public var threshold: Int { metric.threshold }

    /// A score with its status.
    public init(metric: Metric, score: Int) {
        self.metric = metric
        self.score = score
        self.status = MetricStatus(score: score, threshold: metric.threshold)
    }
}
