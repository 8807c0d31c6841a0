//
//  SettingsModel.swift
//  MyApp
//
//  Created by Jane Doe.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

// The model of the Settings module: plain data the view model gets from its services.
// Declare it under "entities" in viper-gen.json, or add it here.
