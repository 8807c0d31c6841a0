// Views, controls, Auto Layout, colors and fonts as programmatic UIKit modules use them.
import UIKit

final class ProfileView: UIView {
    let nameLabel = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    let retryButton = UIButton(type: .system)
    var onRetry: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.textColor = .label
        nameLabel.numberOfLines = 0
        nameLabel.textAlignment = .center
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        spinner.hidesWhenStopped = true
        spinner.translatesAutoresizingMaskIntoConstraints = false
        retryButton.setTitle("Retry", for: .normal)
        retryButton.addAction(UIAction { [weak self] _ in self?.onRetry?() }, for: .touchUpInside)
        retryButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(nameLabel)
        addSubview(spinner)
        addSubview(retryButton)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: centerYAnchor),
            retryButton.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            retryButton.bottomAnchor.constraint(lessThanOrEqualTo: safeAreaLayoutGuide.bottomAnchor),
            retryButton.heightAnchor.constraint(equalToConstant: 44),
            retryButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
            retryButton.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
func checkViews() {
    let view = ProfileView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    precondition(view.subviews.count == 3 && view.nameLabel.superview === view)
    precondition(view.frame.width == 320 && view.bounds.size.height == 480)
    precondition(!view.constraints.isEmpty)
    var retried = 0
    view.onRetry = { retried += 1 }
    view.retryButton.sendActions(for: .touchUpInside)
    precondition(retried == 1 && view.retryButton.title(for: .normal) == "Retry")
    precondition(view.retryButton.currentTitle == "Retry" && view.retryButton.buttonType == .system)

    precondition(view.spinner.isHidden && !view.spinner.isAnimating)
    view.spinner.startAnimating()
    precondition(!view.spinner.isHidden && view.spinner.isAnimating)
    view.spinner.stopAnimating()
    precondition(view.spinner.isHidden)
    _ = UIActivityIndicatorView(style: .large)

    view.isHidden = true
    view.alpha = 0.5
    view.nameLabel.text = "Ada"
    precondition(view.nameLabel.text == "Ada" && view.nameLabel.font.pointSize == 17)

    let primary = UIButton(primaryAction: UIAction(title: "Go") { action in _ = action.title })
    precondition(primary.currentTitle == "Go")
    var configured = UIButton.Configuration.filled()
    configured.title = "Save"
    let saveButton = UIButton(configuration: configured, primaryAction: nil)
    precondition(saveButton.configuration?.title == "Save")
    let control = UIControl(frame: .zero, primaryAction: UIAction(title: "", image: nil, identifier: nil, discoverabilityTitle: nil, attributes: [], state: .off) { _ in })
    control.sendActions(for: .primaryActionTriggered)

    let stack = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .center
    precondition(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)

    let refresh = UIRefreshControl()
    refresh.addAction(UIAction { _ in }, for: .valueChanged)
    refresh.beginRefreshing()
    precondition(refresh.isRefreshing)
    refresh.endRefreshing()

    let imageView = UIImageView(image: UIImage(systemName: "star"))
    precondition(imageView.image != nil && UIImage(named: "missing") == nil)

    let field = UITextField()
    field.placeholder = "Name"
    field.text = "x"
    precondition(field.hasText)
}

func checkColorsAndFonts() {
    // UIColor and UIFont are Sendable and usable off the main actor.
    let custom = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    precondition(custom == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    precondition(UIColor.white != UIColor.black && UIColor.secondaryLabel != UIColor.label)
    var red: CGFloat = 0
    UIColor.systemRed.getRed(&red, green: nil, blue: nil, alpha: nil)
    precondition(red == 1)
    _ = custom.withAlphaComponent(0.5)
    let title = UIFont.preferredFont(forTextStyle: .largeTitle)
    precondition(title.pointSize == 34)
    precondition(UIFont.systemFont(ofSize: 12).pointSize == 12)
    _ = UIFont.systemFont(ofSize: 14, weight: .semibold)
    _ = UIFont.boldSystemFont(ofSize: 14)
    let alignment: NSTextAlignment = .natural
    precondition(alignment.rawValue == 4)
}

// Top-level code is not main-actor isolated in Swift 5 mode; the checks run on the main actor.
MainActor.assumeIsolated {
    checkViews()
    checkColorsAndFonts()
    print("OK UIKitViews")
}
