//
//  LoginViewController.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import UIKit

/// The Login screen. Passive: forwards events to the presenter, shows what it is told.
final class LoginViewController: UIViewController, LoginViewInterface {
    // MARK: - Properties

    var presenter: LoginPresenterInterface!

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        setupUI()
        presenter.viewDidLoad()
    }

    // MARK: - UI Setup

    private func setupUI() {
        view.backgroundColor = .systemBackground
        title = "Login"
    }

    // MARK: - LoginViewInterface
}
