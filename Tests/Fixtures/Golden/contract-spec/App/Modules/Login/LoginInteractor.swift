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

    weak var output: LoginInteractorOutputInterface?

    // MARK: - LoginInteractorInterface
}
