//
//  LoginInteractor.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// The business logic of the Login module.
final class LoginInteractor: LoginInteractorInterface {
    // MARK: - Properties

    /// Set by the module's factory; weak, because the presenter owns the interactor.
    weak var output: (any LoginInteractorOutputInterface)?

    // MARK: - LoginInteractorInterface
}
