/// One metric's score, threshold and status.
package struct MetricScore: Sendable, Hashable {
    /// Which metric.
    package var metric: Metric
    /// 0–100, higher is better.
    package var score: Int
    /// The metric's status against ``threshold``.
    package var status: MetricStatus

    /// The seed's threshold for the metric.
    package var threshold: Int { metric.threshold }

    /// A score with its status.
    package init(metric: Metric, score: Int) {
        self.metric = metric
        self.score = score
        self.status = MetricStatus(score: score, threshold: metric.threshold)
    }
}
