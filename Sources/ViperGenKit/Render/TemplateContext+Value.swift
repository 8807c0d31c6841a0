import Mustache

// Written by Tools/make-context-values.py; do not edit. The template contexts as Mustache
// values, written out member by member: what
// `ValueEncoder().encode(_:)` makes of their `Encodable` conformances, without its runtime
// (a third of generation time went to encoding contexts through `Encodable`).
// `TemplateContextValueTests` checks that both give the same value for every pattern, UI,
// binding, test framework and the spec fixtures: a member added to a context and not here
// fails it.
//
// Each context's keys are hashed once per process, into its `valueKeys` table (key → the
// member's position); a value is that table with each position replaced by the member
// (`mapValues` keeps the table's layout, so no key is hashed again). Building each object
// with a dictionary literal hashed every key of every context of every module: the largest
// part of building contexts.

extension ModuleContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "version": 0,
        "module": 1,
        "moduleLower": 2,
        "title": 3,
        "domain": 4,
        "pattern": 5,
        "patternName": 6,
        "ui": 7,
        "binding": 8,
        "tests": 9,
        "layout": 10,
        "testableImport": 11,
        "protocolSuffix": 12,
        "header": 13,
        "names": 14,
        "input": 15,
        "hasInput": 16,
        "inputParameters": 17,
        "inputRequirementParameters": 18,
        "inputArguments": 19,
        "inputSampleArguments": 20,
        "inputSampleArgumentsTail": 21,
        "hasInputSamples": 22,
        "hasWiringChecks": 23,
        "state": 24,
        "hasState": 25,
        "stateIsEquatable": 26,
        "stateTransition": 27,
        "hasStateTransition": 28,
        "hasComparableStateTransition": 29,
        "hasRows": 30,
        "rowType": 31,
        "rowSample": 32,
        "rowSamples": 33,
        "rowText": 34,
        "rowSelection": 35,
        "rowSelectionMethodCall": 36,
        "hasRowSelectionMethod": 37,
        "rowsDisplayCall": 38,
        "hasRowsDisplayCall": 39,
        "rowIdentity": 40,
        "entities": 41,
        "hasEntities": 42,
        "services": 43,
        "hasServices": 44,
        "ownServices": 45,
        "hasOwnServices": 46,
        "ownServicesUseMutex": 47,
        "serviceParameters": 48,
        "serviceArguments": 49,
        "serviceLocalArguments": 50,
        "mockServiceArguments": 51,
        "dependencyParameters": 52,
        "dependencyArguments": 53,
        "controllerParameters": 54,
        "controllerFactoryParameters": 55,
        "controllerFactoryArguments": 56,
        "injectsRouter": 57,
        "hasControllerFactory": 58,
        "controllerFactoryHasChecks": 59,
        "compositionRoot": 60,
        "hasCompositionRoot": 61,
        "newRouter": 62,
        "newTestRouter": 63,
        "factorySampleArguments": 64,
        "mockDependencyArguments": 65,
        "mockDependencyArgumentsWithRouter": 66,
        "doubleArguments": 67,
        "viper": 68,
        "mvp": 69,
        "mvvm": 70,
        "mvc": 71,
        "uikit": 72,
        "swiftui": 73,
        "swiftuiHosted": 74,
        "swiftuiView": 75,
        "viewControllerEntry": 76,
        "closures": 77,
        "combine": 78,
        "observation": 79,
        "xctest": 80,
        "swiftTesting": 81,
        "hasTests": 82,
        "testKit": 83,
        "hasMocks": 84,
        "ios": 85,
        "observable": 86,
        "frameworkImports": 87,
        "hasSendingResults": 88,
        "hasUnsetThrowingReturns": 89,
        "hasUnsetDefaultReturns": 90,
        "view": 91,
        "presenter": 92,
        "interactor": 93,
        "interactorOutput": 94,
        "router": 95,
        "viewModel": 96,
        "controller": 97,
        "routes": 98,
        "hasRoutes": 99,
        "hasPushRoutes": 100,
        "hasPresentRoutes": 101,
        "hasFullScreenRoutes": 102,
        "hasReplaceRootRoutes": 103,
        "hasDismissEvents": 104,
        "destinationsHashable": 105,
        "hasRouter": 106,
        "hasSwiftUIRouteTargets": 107,
        "output": 108,
        "hasOutput": 109,
        "adoptedOutputs": 110,
        "hasAdoptedOutputs": 111,
        "factoryParameters": 112,
        "factoryRequirementParameters": 113,
        "outputParameterTail": 114,
        "entry": 115,
        "requests": 116,
        "hasRequests": 117,
        "hasThrowingRequests": 118,
        "startsRequestsOnAppearance": 119,
        "testsAppearance": 120,
        "spiesOnAppearance": 121,
        "testsLoading": 122
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .int(version),
            .string(module),
            .string(moduleLower),
            .string(title),
            domain.map { .string($0) } ?? .null,
            .string(pattern),
            .string(patternName),
            .string(ui),
            .string(binding),
            .string(tests),
            .string(layout),
            .string(testableImport),
            .string(protocolSuffix),
            header.map { $0.mustacheValue } ?? .null,
            names.mustacheValue,
            .array(input.map { $0.mustacheValue }),
            .bool(hasInput),
            .string(inputParameters),
            .string(inputRequirementParameters),
            .string(inputArguments),
            .string(inputSampleArguments),
            .string(inputSampleArgumentsTail),
            .bool(hasInputSamples),
            .bool(hasWiringChecks),
            .array(state.map { $0.mustacheValue }),
            .bool(hasState),
            .bool(stateIsEquatable),
            .array(stateTransition.map { $0.mustacheValue }),
            .bool(hasStateTransition),
            .bool(hasComparableStateTransition),
            .bool(hasRows),
            .string(rowType),
            .string(rowSample),
            .string(rowSamples),
            .string(rowText),
            rowSelection.map { $0.mustacheValue } ?? .null,
            .string(rowSelectionMethodCall),
            .bool(hasRowSelectionMethod),
            .string(rowsDisplayCall),
            .bool(hasRowsDisplayCall),
            .string(rowIdentity),
            .array(entities.map { $0.mustacheValue }),
            .bool(hasEntities),
            .array(services.map { $0.mustacheValue }),
            .bool(hasServices),
            .array(ownServices.map { $0.mustacheValue }),
            .bool(hasOwnServices),
            .bool(ownServicesUseMutex),
            .string(serviceParameters),
            .string(serviceArguments),
            .string(serviceLocalArguments),
            .string(mockServiceArguments),
            .string(dependencyParameters),
            .string(dependencyArguments),
            .string(controllerParameters),
            .string(controllerFactoryParameters),
            .string(controllerFactoryArguments),
            .bool(injectsRouter),
            .bool(hasControllerFactory),
            .bool(controllerFactoryHasChecks),
            compositionRoot.map { $0.mustacheValue } ?? .null,
            .bool(hasCompositionRoot),
            .string(newRouter),
            .string(newTestRouter),
            .string(factorySampleArguments),
            .string(mockDependencyArguments),
            .string(mockDependencyArgumentsWithRouter),
            .string(doubleArguments),
            .bool(viper),
            .bool(mvp),
            .bool(mvvm),
            .bool(mvc),
            .bool(uikit),
            .bool(swiftui),
            .bool(swiftuiHosted),
            .bool(swiftuiView),
            .bool(viewControllerEntry),
            .bool(closures),
            .bool(combine),
            .bool(observation),
            .bool(xctest),
            .bool(swiftTesting),
            .bool(hasTests),
            testKit.mustacheValue,
            .bool(hasMocks),
            .string(ios),
            .bool(observable),
            .array(frameworkImports.map { .string($0) }),
            .bool(hasSendingResults),
            .bool(hasUnsetThrowingReturns),
            .bool(hasUnsetDefaultReturns),
            view.mustacheValue,
            presenter.mustacheValue,
            interactor.mustacheValue,
            interactorOutput.mustacheValue,
            router.mustacheValue,
            viewModel.mustacheValue,
            controller.mustacheValue,
            .array(routes.map { $0.mustacheValue }),
            .bool(hasRoutes),
            .bool(hasPushRoutes),
            .bool(hasPresentRoutes),
            .bool(hasFullScreenRoutes),
            .bool(hasReplaceRootRoutes),
            .bool(hasDismissEvents),
            .bool(destinationsHashable),
            .bool(hasRouter),
            .bool(hasSwiftUIRouteTargets),
            output.mustacheValue,
            .bool(hasOutput),
            .array(adoptedOutputs.map { $0.mustacheValue }),
            .bool(hasAdoptedOutputs),
            .string(factoryParameters),
            .string(factoryRequirementParameters),
            .string(outputParameterTail),
            entry.mustacheValue,
            .array(requests.map { $0.mustacheValue }),
            .bool(hasRequests),
            .bool(hasThrowingRequests),
            .bool(startsRequestsOnAppearance),
            .bool(testsAppearance),
            .bool(spiesOnAppearance),
            .bool(testsLoading)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension HeaderContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "project": 0,
        "author": 1,
        "company": 2,
        "year": 3,
        "copyright": 4
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            project.map { .string($0) } ?? .null,
            author.map { .string($0) } ?? .null,
            company.map { .string($0) } ?? .null,
            year.map { .string($0) } ?? .null,
            copyright.map { .string($0) } ?? .null
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension NamesContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "viewProtocol": 0,
        "presenterProtocol": 1,
        "interactorProtocol": 2,
        "interactorOutputProtocol": 3,
        "routerProtocol": 4,
        "viewController": 5,
        "view": 6,
        "presenter": 7,
        "interactor": 8,
        "router": 9,
        "viewModel": 10,
        "builder": 11,
        "model": 12,
        "state": 13,
        "viewModelState": 14,
        "service": 15,
        "factoryMethod": 16
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(viewProtocol),
            .string(presenterProtocol),
            .string(interactorProtocol),
            .string(interactorOutputProtocol),
            .string(routerProtocol),
            .string(viewController),
            .string(view),
            .string(presenter),
            .string(interactor),
            .string(router),
            .string(viewModel),
            .string(builder),
            .string(model),
            .string(state),
            .string(viewModelState),
            .string(service),
            .string(factoryMethod)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension FieldContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "name": 0,
        "type": 1,
        "declaration": 2,
        "parameterDeclaration": 3,
        "typeAnnotation": 4,
        "initialValue": 5,
        "storedType": 6,
        "sample": 7,
        "hasSample": 8,
        "canCompare": 9,
        "capitalizedName": 10,
        "isLast": 11
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(name),
            .string(type),
            .string(declaration),
            .string(parameterDeclaration),
            .string(typeAnnotation),
            .string(initialValue),
            .string(storedType),
            .string(sample),
            .bool(hasSample),
            .bool(canCompare),
            .string(capitalizedName),
            .bool(isLast)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension EntityContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "name": 0,
        "fields": 1,
        "conformances": 2,
        "hasConformances": 3
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(name),
            .array(fields.map { $0.mustacheValue }),
            .string(conformances),
            .bool(hasConformances)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension RoleContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "methods": 0,
        "hasMethods": 1,
        "recordable": 2,
        "defaultForwarders": 3,
        "hasDefaultForwarders": 4,
        "protocolName": 5,
        "mockName": 6,
        "roleLabel": 7,
        "roleLabelLower": 8
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .array(methods.map { $0.mustacheValue }),
            .bool(hasMethods),
            .array(recordable.map { $0.mustacheValue }),
            .array(defaultForwarders.map { $0.mustacheValue }),
            .bool(hasDefaultForwarders),
            .string(protocolName),
            .string(mockName),
            .string(roleLabel),
            .string(roleLabelLower)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension CompositionRootContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "typeName": 0,
        "parameters": 1,
        "mockValue": 2
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(typeName),
            .string(parameters),
            .string(mockValue)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension ServiceContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "name": 0,
        "methods": 1,
        "hasMethods": 2,
        "recordable": 3,
        "defaultForwarders": 4,
        "hasDefaultForwarders": 5,
        "protocolName": 6,
        "mockName": 7,
        "propertyName": 8,
        "roleLabel": 9,
        "roleLabelLower": 10,
        "isShared": 11,
        "fromCompositionRoot": 12,
        "isSendable": 13,
        "isActor": 14,
        "isStruct": 15,
        "isLocked": 16,
        "locksWithMutex": 17,
        "hasThrowingStubs": 18
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(name),
            .array(methods.map { $0.mustacheValue }),
            .bool(hasMethods),
            .array(recordable.map { $0.mustacheValue }),
            .array(defaultForwarders.map { $0.mustacheValue }),
            .bool(hasDefaultForwarders),
            .string(protocolName),
            .string(mockName),
            .string(propertyName),
            .string(roleLabel),
            .string(roleLabelLower),
            .bool(isShared),
            .bool(fromCompositionRoot),
            .bool(isSendable),
            .bool(isActor),
            .bool(isStruct),
            .bool(isLocked),
            .bool(locksWithMutex),
            .bool(hasThrowingStubs)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension ForwarderContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "declaration": 0,
        "body": 1,
        "isLast": 2
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(declaration),
            .string(body),
            .bool(isLast)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension MethodContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "name": 0,
        "declaration": 1,
        "fullDeclaration": 2,
        "implementationDeclaration": 3,
        "selector": 4,
        "parameters": 5,
        "hasParameters": 6,
        "callArguments": 7,
        "isAsync": 8,
        "isThrowing": 9,
        "throwsAnyError": 10,
        "callPrefix": 11,
        "returnsValue": 12,
        "returnType": 13,
        "defaultReturn": 14,
        "hasDefaultReturn": 15,
        "recordsArguments": 16,
        "isLast": 17,
        "mock": 18,
        "hasSampleCall": 19,
        "sampleArguments": 20,
        "sampleReturn": 21,
        "discardPrefix": 22,
        "testName": 23,
        "canCompareArguments": 24,
        "isRoute": 25,
        "isClose": 26,
        "isRequest": 27,
        "isAppearanceHook": 28,
        "implementation": 29
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(name),
            .string(declaration),
            .string(fullDeclaration),
            .string(implementationDeclaration),
            .string(selector),
            .array(parameters.map { $0.mustacheValue }),
            .bool(hasParameters),
            .string(callArguments),
            .bool(isAsync),
            .bool(isThrowing),
            .bool(throwsAnyError),
            .string(callPrefix),
            .bool(returnsValue),
            .string(returnType),
            .string(defaultReturn),
            .bool(hasDefaultReturn),
            .bool(recordsArguments),
            .bool(isLast),
            mock.mustacheValue,
            .bool(hasSampleCall),
            .string(sampleArguments),
            .string(sampleReturn),
            .string(discardPrefix),
            .string(testName),
            .bool(canCompareArguments),
            .bool(isRoute),
            .bool(isClose),
            .bool(isRequest),
            .bool(isAppearanceHook),
            .array(implementation.map { .string($0) })
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension ParameterContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "label": 0,
        "name": 1,
        "type": 2,
        "storageType": 3,
        "declaration": 4,
        "callArgument": 5,
        "sample": 6,
        "accessor": 7,
        "isLast": 8
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            label.map { .string($0) } ?? .null,
            .string(name),
            .string(type),
            .string(storageType),
            .string(declaration),
            .string(callArgument),
            .string(sample),
            .string(accessor),
            .bool(isLast)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension MockContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "stem": 0,
        "callsCount": 1,
        "called": 2,
        "received": 3,
        "receivedInvocations": 4,
        "receivedType": 5,
        "receivedOptionalType": 6,
        "receivedValue": 7,
        "returnValue": 8,
        "returnValueType": 9,
        "returnCast": 10,
        "throwableError": 11,
        "throwableErrorType": 12,
        "closure": 13,
        "closureType": 14,
        "closureArguments": 15,
        "closureLocal": 16,
        "recorded": 17,
        "stateRead": 18,
        "returnsNever": 19,
        "requiresValue": 20,
        "isSending": 21,
        "resultType": 22,
        "unsetReturn": 23,
        "hasUnsetReturn": 24
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(stem),
            .string(callsCount),
            .string(called),
            .string(received),
            .string(receivedInvocations),
            .string(receivedType),
            .string(receivedOptionalType),
            .string(receivedValue),
            .string(returnValue),
            .string(returnValueType),
            .string(returnCast),
            .string(throwableError),
            .string(throwableErrorType),
            .string(closure),
            .string(closureType),
            .string(closureArguments),
            .string(closureLocal),
            .string(recorded),
            .string(stateRead),
            .bool(returnsNever),
            .bool(requiresValue),
            .bool(isSending),
            .string(resultType),
            .string(unsetReturn),
            .bool(hasUnsetReturn)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension RequestContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "name": 0,
        "declaration": 1,
        "taskProperty": 2,
        "serviceProperty": 3,
        "call": 4,
        "callPrefix": 5,
        "isThrowing": 6,
        "returnsValue": 7,
        "didFinish": 8,
        "didFail": 9,
        "testName": 10,
        "mockService": 11,
        "mockServiceArguments": 12,
        "mockClosure": 13,
        "closureParameters": 14,
        "successClosure": 15,
        "sampleCall": 16,
        "argumentAssertions": 17,
        "sampleResult": 18,
        "didFinishCallsCount": 19,
        "didFailCallsCount": 20,
        "didFinishReceived": 21,
        "didFailReceived": 22,
        "canCompareResult": 23,
        "hasSamples": 24,
        "isLoadingMember": 25,
        "errorMember": 26,
        "resultMember": 27,
        "cancelledResult": 28,
        "hasCancelledResult": 29,
        "cancelledClosure": 30,
        "testFailure": 31,
        "didFinishDeclaration": 32,
        "didFailDeclaration": 33,
        "hasResultSample": 34,
        "resultStorage": 35,
        "startsOnAppearance": 36,
        "startsOnLoad": 37,
        "starterCallsCount": 38,
        "holder": 39,
        "holderLocal": 40,
        "showsResult": 41,
        "showsFailure": 42,
        "showsResultAssertions": 43,
        "showsFailureAssertions": 44,
        "attachesView": 45,
        "presenterShowsResult": 46,
        "presenterShowsFailure": 47
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(name),
            .string(declaration),
            .string(taskProperty),
            .string(serviceProperty),
            .string(call),
            .string(callPrefix),
            .bool(isThrowing),
            .bool(returnsValue),
            .string(didFinish),
            .string(didFail),
            .string(testName),
            .string(mockService),
            .string(mockServiceArguments),
            .string(mockClosure),
            .string(closureParameters),
            .string(successClosure),
            .string(sampleCall),
            .array(argumentAssertions.map { .string($0) }),
            .string(sampleResult),
            .string(didFinishCallsCount),
            .string(didFailCallsCount),
            .string(didFinishReceived),
            .string(didFailReceived),
            .bool(canCompareResult),
            .bool(hasSamples),
            .string(isLoadingMember),
            .string(errorMember),
            .string(resultMember),
            .string(cancelledResult),
            .bool(hasCancelledResult),
            .string(cancelledClosure),
            .string(testFailure),
            .string(didFinishDeclaration),
            .string(didFailDeclaration),
            .bool(hasResultSample),
            .string(resultStorage),
            .bool(startsOnAppearance),
            .bool(startsOnLoad),
            .string(starterCallsCount),
            .string(holder),
            .string(holderLocal),
            .array(showsResult.map { .string($0) }),
            .array(showsFailure.map { .string($0) }),
            .array(showsResultAssertions.map { .string($0) }),
            .array(showsFailureAssertions.map { .string($0) }),
            .bool(attachesView),
            .bool(presenterShowsResult),
            .bool(presenterShowsFailure)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension RouteContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "target": 0,
        "method": 1,
        "style": 2,
        "push": 3,
        "present": 4,
        "fullScreen": 5,
        "replaceRoot": 6,
        "modal": 7,
        "presentation": 8,
        "declaration": 9,
        "implementationDeclaration": 10,
        "build": 11,
        "targetHolderFromEntry": 12,
        "targetEntryType": 13,
        "targetNavigates": 14,
        "destinationCase": 15,
        "destinationCaseDeclaration": 16,
        "destinationValue": 17,
        "destinationPattern": 18,
        "destinationBuilderDeclaration": 19,
        "destinationBuilderCall": 20,
        "destinationSample": 21,
        "targetCloses": 22,
        "hasSampleCall": 23,
        "sampleArguments": 24,
        "inputChecks": 25,
        "hasInputChecks": 26,
        "targetServiceChecks": 27,
        "hasTargetServiceChecks": 28,
        "bindsDestination": 29,
        "targetOutput": 30,
        "dismissal": 31,
        "testName": 32,
        "isLast": 33
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(target),
            .string(method),
            .string(style),
            .bool(push),
            .bool(present),
            .bool(fullScreen),
            .bool(replaceRoot),
            .bool(modal),
            .string(presentation),
            .string(declaration),
            .string(implementationDeclaration),
            .string(build),
            .string(targetHolderFromEntry),
            .string(targetEntryType),
            .bool(targetNavigates),
            .string(destinationCase),
            .string(destinationCaseDeclaration),
            .string(destinationValue),
            .string(destinationPattern),
            .string(destinationBuilderDeclaration),
            .string(destinationBuilderCall),
            .string(destinationSample),
            .bool(targetCloses),
            .bool(hasSampleCall),
            .string(sampleArguments),
            .array(inputChecks.map { $0.mustacheValue }),
            .bool(hasInputChecks),
            .array(targetServiceChecks.map { $0.mustacheValue }),
            .bool(hasTargetServiceChecks),
            .bool(bindsDestination),
            targetOutput.map { $0.mustacheValue } ?? .null,
            dismissal.map { $0.mustacheValue } ?? .null,
            .string(testName),
            .bool(isLast)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension RowSelectionContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "target": 0,
        "call": 1,
        "routeName": 2,
        "argumentLabel": 3,
        "callsCount": 4,
        "received": 5,
        "itemSuffix": 6,
        "canCompare": 7
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(target),
            .string(call),
            .string(routeName),
            .string(argumentLabel),
            .string(callsCount),
            .string(received),
            .string(itemSuffix),
            .bool(canCompare)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension RouteServiceCheckContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "name": 0,
        "mockName": 1,
        "access": 2
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(name),
            .string(mockName),
            .string(access)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension RouteOutputContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "protocolName": 0,
        "mockName": 1,
        "propertyName": 2,
        "hasMock": 3,
        "hasEvent": 4,
        "eventCall": 5,
        "eventCallsCount": 6
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(protocolName),
            .string(mockName),
            .string(propertyName),
            .bool(hasMock),
            .bool(hasEvent),
            .string(eventCall),
            .string(eventCallsCount)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension RouteDismissalContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "eventCall": 0,
        "outputProperty": 1,
        "eventCallsCount": 2
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(eventCall),
            .string(outputProperty),
            .string(eventCallsCount)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension AdoptedOutputContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "target": 0,
        "protocolName": 1,
        "propertyName": 2,
        "methods": 3
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(target),
            .string(protocolName),
            .string(propertyName),
            .array(methods.map { $0.mustacheValue })
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension EntryContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "factory": 0,
        "hasSampleCall": 1,
        "sampleCall": 2,
        "outputSampleCall": 3,
        "onCloseSampleCall": 4,
        "holderType": 5,
        "holderFromEntry": 6,
        "entryType": 7
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(factory),
            .bool(hasSampleCall),
            .string(sampleCall),
            .string(outputSampleCall),
            .string(onCloseSampleCall),
            .string(holderType),
            .string(holderFromEntry),
            .string(entryType)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}

extension TestKitContext {
    /// Each key of `mustacheValue` with its member's position in `members`.
    private static let valueKeys: [String: Int] = [
        "module": 0,
        "suite": 1,
        "inheritance": 2,
        "attribute": 3,
        "expect": 4,
        "expectEqual": 5,
        "equals": 6,
        "require": 7,
        "fail": 8
    ]

    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [Value] = [
            .string(module),
            .string(suite),
            .string(inheritance),
            .string(attribute),
            .string(expect),
            .string(expectEqual),
            .string(equals),
            .string(require),
            .string(fail)
        ]
        return .object(Self.valueKeys.mapValues { members[$0] })
    }
}
