import Mustache

// Written by Tools/make-context-values.py; do not edit. The template contexts as Mustache
// values, written out member by member: what
// `ValueEncoder().encode(_:)` makes of their `Encodable` conformances, without its runtime
// (a third of generation time went to encoding contexts through `Encodable`).
// `TemplateContextValueTests` checks that both give the same value for every pattern, UI,
// binding, test framework and the spec fixtures: a member added to a context and not here
// fails it.

extension ModuleContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "version": .int(version),
            "module": .string(module),
            "moduleLower": .string(moduleLower),
            "title": .string(title),
            "domain": domain.map { .string($0) } ?? .null,
            "pattern": .string(pattern),
            "patternName": .string(patternName),
            "ui": .string(ui),
            "binding": .string(binding),
            "tests": .string(tests),
            "layout": .string(layout),
            "testableImport": .string(testableImport),
            "protocolSuffix": .string(protocolSuffix),
            "header": header.map { $0.mustacheValue } ?? .null,
            "names": names.mustacheValue,
            "input": .array(input.map { $0.mustacheValue }),
            "hasInput": .bool(hasInput),
            "inputParameters": .string(inputParameters),
            "inputRequirementParameters": .string(inputRequirementParameters),
            "inputArguments": .string(inputArguments),
            "inputSampleArguments": .string(inputSampleArguments),
            "inputSampleArgumentsTail": .string(inputSampleArgumentsTail),
            "hasInputSamples": .bool(hasInputSamples),
            "hasWiringChecks": .bool(hasWiringChecks),
            "state": .array(state.map { $0.mustacheValue }),
            "hasState": .bool(hasState),
            "stateIsEquatable": .bool(stateIsEquatable),
            "stateTransition": .array(stateTransition.map { $0.mustacheValue }),
            "hasStateTransition": .bool(hasStateTransition),
            "hasComparableStateTransition": .bool(hasComparableStateTransition),
            "hasRows": .bool(hasRows),
            "rowType": .string(rowType),
            "rowSample": .string(rowSample),
            "rowSamples": .string(rowSamples),
            "rowText": .string(rowText),
            "rowSelection": rowSelection.map { $0.mustacheValue } ?? .null,
            "rowSelectionMethodCall": .string(rowSelectionMethodCall),
            "hasRowSelectionMethod": .bool(hasRowSelectionMethod),
            "rowsDisplayCall": .string(rowsDisplayCall),
            "hasRowsDisplayCall": .bool(hasRowsDisplayCall),
            "rowIdentity": .string(rowIdentity),
            "entities": .array(entities.map { $0.mustacheValue }),
            "hasEntities": .bool(hasEntities),
            "services": .array(services.map { $0.mustacheValue }),
            "hasServices": .bool(hasServices),
            "ownServices": .array(ownServices.map { $0.mustacheValue }),
            "hasOwnServices": .bool(hasOwnServices),
            "ownServicesUseMutex": .bool(ownServicesUseMutex),
            "serviceParameters": .string(serviceParameters),
            "serviceArguments": .string(serviceArguments),
            "serviceLocalArguments": .string(serviceLocalArguments),
            "mockServiceArguments": .string(mockServiceArguments),
            "dependencyParameters": .string(dependencyParameters),
            "dependencyArguments": .string(dependencyArguments),
            "controllerParameters": .string(controllerParameters),
            "controllerFactoryParameters": .string(controllerFactoryParameters),
            "controllerFactoryArguments": .string(controllerFactoryArguments),
            "injectsRouter": .bool(injectsRouter),
            "hasControllerFactory": .bool(hasControllerFactory),
            "controllerFactoryHasChecks": .bool(controllerFactoryHasChecks),
            "compositionRoot": compositionRoot.map { $0.mustacheValue } ?? .null,
            "hasCompositionRoot": .bool(hasCompositionRoot),
            "newRouter": .string(newRouter),
            "newTestRouter": .string(newTestRouter),
            "factorySampleArguments": .string(factorySampleArguments),
            "mockDependencyArguments": .string(mockDependencyArguments),
            "mockDependencyArgumentsWithRouter": .string(mockDependencyArgumentsWithRouter),
            "doubleArguments": .string(doubleArguments),
            "viper": .bool(viper),
            "mvp": .bool(mvp),
            "mvvm": .bool(mvvm),
            "mvc": .bool(mvc),
            "uikit": .bool(uikit),
            "swiftui": .bool(swiftui),
            "swiftuiHosted": .bool(swiftuiHosted),
            "swiftuiView": .bool(swiftuiView),
            "viewControllerEntry": .bool(viewControllerEntry),
            "closures": .bool(closures),
            "combine": .bool(combine),
            "observation": .bool(observation),
            "xctest": .bool(xctest),
            "swiftTesting": .bool(swiftTesting),
            "hasTests": .bool(hasTests),
            "testKit": testKit.mustacheValue,
            "hasMocks": .bool(hasMocks),
            "ios": .string(ios),
            "observable": .bool(observable),
            "frameworkImports": .array(frameworkImports.map { .string($0) }),
            "hasSendingResults": .bool(hasSendingResults),
            "hasUnsetThrowingReturns": .bool(hasUnsetThrowingReturns),
            "hasUnsetDefaultReturns": .bool(hasUnsetDefaultReturns),
            "view": view.mustacheValue,
            "presenter": presenter.mustacheValue,
            "interactor": interactor.mustacheValue,
            "interactorOutput": interactorOutput.mustacheValue,
            "router": router.mustacheValue,
            "viewModel": viewModel.mustacheValue,
            "controller": controller.mustacheValue,
            "routes": .array(routes.map { $0.mustacheValue }),
            "hasRoutes": .bool(hasRoutes),
            "hasPushRoutes": .bool(hasPushRoutes),
            "hasPresentRoutes": .bool(hasPresentRoutes),
            "hasFullScreenRoutes": .bool(hasFullScreenRoutes),
            "hasReplaceRootRoutes": .bool(hasReplaceRootRoutes),
            "hasDismissEvents": .bool(hasDismissEvents),
            "destinationsHashable": .bool(destinationsHashable),
            "hasRouter": .bool(hasRouter),
            "hasSwiftUIRouteTargets": .bool(hasSwiftUIRouteTargets),
            "output": output.mustacheValue,
            "hasOutput": .bool(hasOutput),
            "adoptedOutputs": .array(adoptedOutputs.map { $0.mustacheValue }),
            "hasAdoptedOutputs": .bool(hasAdoptedOutputs),
            "factoryParameters": .string(factoryParameters),
            "factoryRequirementParameters": .string(factoryRequirementParameters),
            "outputParameterTail": .string(outputParameterTail),
            "entry": entry.mustacheValue,
            "requests": .array(requests.map { $0.mustacheValue }),
            "hasRequests": .bool(hasRequests),
            "hasThrowingRequests": .bool(hasThrowingRequests),
            "testsAppearance": .bool(testsAppearance),
            "spiesOnAppearance": .bool(spiesOnAppearance)
        ]
        return .object(members)
    }
}

extension HeaderContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "project": project.map { .string($0) } ?? .null,
            "author": author.map { .string($0) } ?? .null,
            "company": company.map { .string($0) } ?? .null,
            "year": year.map { .string($0) } ?? .null,
            "copyright": copyright.map { .string($0) } ?? .null
        ]
        return .object(members)
    }
}

extension NamesContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "viewProtocol": .string(viewProtocol),
            "presenterProtocol": .string(presenterProtocol),
            "interactorProtocol": .string(interactorProtocol),
            "interactorOutputProtocol": .string(interactorOutputProtocol),
            "routerProtocol": .string(routerProtocol),
            "viewController": .string(viewController),
            "view": .string(view),
            "presenter": .string(presenter),
            "interactor": .string(interactor),
            "router": .string(router),
            "viewModel": .string(viewModel),
            "builder": .string(builder),
            "model": .string(model),
            "state": .string(state),
            "viewModelState": .string(viewModelState),
            "service": .string(service),
            "factoryMethod": .string(factoryMethod)
        ]
        return .object(members)
    }
}

extension FieldContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "name": .string(name),
            "type": .string(type),
            "declaration": .string(declaration),
            "parameterDeclaration": .string(parameterDeclaration),
            "typeAnnotation": .string(typeAnnotation),
            "initialValue": .string(initialValue),
            "storedType": .string(storedType),
            "sample": .string(sample),
            "hasSample": .bool(hasSample),
            "canCompare": .bool(canCompare),
            "capitalizedName": .string(capitalizedName),
            "isLast": .bool(isLast)
        ]
        return .object(members)
    }
}

extension EntityContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "name": .string(name),
            "fields": .array(fields.map { $0.mustacheValue }),
            "conformances": .string(conformances),
            "hasConformances": .bool(hasConformances)
        ]
        return .object(members)
    }
}

extension RoleContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "methods": .array(methods.map { $0.mustacheValue }),
            "hasMethods": .bool(hasMethods),
            "recordable": .array(recordable.map { $0.mustacheValue }),
            "defaultForwarders": .array(defaultForwarders.map { $0.mustacheValue }),
            "hasDefaultForwarders": .bool(hasDefaultForwarders),
            "protocolName": .string(protocolName),
            "mockName": .string(mockName),
            "roleLabel": .string(roleLabel),
            "roleLabelLower": .string(roleLabelLower)
        ]
        return .object(members)
    }
}

extension CompositionRootContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "typeName": .string(typeName),
            "parameters": .string(parameters),
            "mockValue": .string(mockValue)
        ]
        return .object(members)
    }
}

extension ServiceContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "name": .string(name),
            "methods": .array(methods.map { $0.mustacheValue }),
            "hasMethods": .bool(hasMethods),
            "recordable": .array(recordable.map { $0.mustacheValue }),
            "defaultForwarders": .array(defaultForwarders.map { $0.mustacheValue }),
            "hasDefaultForwarders": .bool(hasDefaultForwarders),
            "protocolName": .string(protocolName),
            "mockName": .string(mockName),
            "propertyName": .string(propertyName),
            "roleLabel": .string(roleLabel),
            "roleLabelLower": .string(roleLabelLower),
            "isShared": .bool(isShared),
            "fromCompositionRoot": .bool(fromCompositionRoot),
            "isSendable": .bool(isSendable),
            "isActor": .bool(isActor),
            "isStruct": .bool(isStruct),
            "isLocked": .bool(isLocked),
            "locksWithMutex": .bool(locksWithMutex),
            "hasThrowingStubs": .bool(hasThrowingStubs)
        ]
        return .object(members)
    }
}

extension ForwarderContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "declaration": .string(declaration),
            "body": .string(body),
            "isLast": .bool(isLast)
        ]
        return .object(members)
    }
}

extension MethodContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "name": .string(name),
            "declaration": .string(declaration),
            "fullDeclaration": .string(fullDeclaration),
            "implementationDeclaration": .string(implementationDeclaration),
            "selector": .string(selector),
            "parameters": .array(parameters.map { $0.mustacheValue }),
            "hasParameters": .bool(hasParameters),
            "callArguments": .string(callArguments),
            "isAsync": .bool(isAsync),
            "isThrowing": .bool(isThrowing),
            "throwsAnyError": .bool(throwsAnyError),
            "callPrefix": .string(callPrefix),
            "returnsValue": .bool(returnsValue),
            "returnType": .string(returnType),
            "defaultReturn": .string(defaultReturn),
            "hasDefaultReturn": .bool(hasDefaultReturn),
            "recordsArguments": .bool(recordsArguments),
            "isLast": .bool(isLast),
            "mock": mock.mustacheValue,
            "hasSampleCall": .bool(hasSampleCall),
            "sampleArguments": .string(sampleArguments),
            "sampleReturn": .string(sampleReturn),
            "discardPrefix": .string(discardPrefix),
            "testName": .string(testName),
            "canCompareArguments": .bool(canCompareArguments),
            "isRoute": .bool(isRoute),
            "isClose": .bool(isClose),
            "isRequest": .bool(isRequest),
            "isAppearanceHook": .bool(isAppearanceHook),
            "assumesMainActor": .bool(assumesMainActor),
            "hopsToMainActor": .bool(hopsToMainActor),
            "implementation": .array(implementation.map { .string($0) })
        ]
        return .object(members)
    }
}

extension ParameterContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "label": label.map { .string($0) } ?? .null,
            "name": .string(name),
            "type": .string(type),
            "storageType": .string(storageType),
            "declaration": .string(declaration),
            "callArgument": .string(callArgument),
            "sample": .string(sample),
            "accessor": .string(accessor),
            "isLast": .bool(isLast)
        ]
        return .object(members)
    }
}

extension MockContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "stem": .string(stem),
            "callsCount": .string(callsCount),
            "called": .string(called),
            "received": .string(received),
            "receivedInvocations": .string(receivedInvocations),
            "receivedType": .string(receivedType),
            "receivedOptionalType": .string(receivedOptionalType),
            "receivedValue": .string(receivedValue),
            "returnValue": .string(returnValue),
            "returnValueType": .string(returnValueType),
            "returnCast": .string(returnCast),
            "throwableError": .string(throwableError),
            "throwableErrorType": .string(throwableErrorType),
            "closure": .string(closure),
            "closureType": .string(closureType),
            "closureArguments": .string(closureArguments),
            "returnsNever": .bool(returnsNever),
            "requiresValue": .bool(requiresValue),
            "isSending": .bool(isSending),
            "resultType": .string(resultType)
        ]
        return .object(members)
    }
}

extension RequestContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "name": .string(name),
            "declaration": .string(declaration),
            "taskProperty": .string(taskProperty),
            "serviceProperty": .string(serviceProperty),
            "call": .string(call),
            "callPrefix": .string(callPrefix),
            "isThrowing": .bool(isThrowing),
            "returnsValue": .bool(returnsValue),
            "didFinish": .string(didFinish),
            "didFail": .string(didFail),
            "testName": .string(testName),
            "mockService": .string(mockService),
            "mockServiceArguments": .string(mockServiceArguments),
            "mockClosure": .string(mockClosure),
            "closureParameters": .string(closureParameters),
            "successClosure": .string(successClosure),
            "sampleCall": .string(sampleCall),
            "argumentAssertions": .array(argumentAssertions.map { .string($0) }),
            "sampleResult": .string(sampleResult),
            "didFinishCallsCount": .string(didFinishCallsCount),
            "didFailCallsCount": .string(didFailCallsCount),
            "didFinishReceived": .string(didFinishReceived),
            "didFailReceived": .string(didFailReceived),
            "canCompareResult": .bool(canCompareResult),
            "hasSamples": .bool(hasSamples),
            "isLoadingMember": .string(isLoadingMember),
            "errorMember": .string(errorMember),
            "resultMember": .string(resultMember),
            "cancelledResult": .string(cancelledResult),
            "hasCancelledResult": .bool(hasCancelledResult),
            "cancelledClosure": .string(cancelledClosure),
            "testFailure": .string(testFailure),
            "didFinishDeclaration": .string(didFinishDeclaration),
            "didFailDeclaration": .string(didFailDeclaration),
            "hasResultSample": .bool(hasResultSample),
            "resultStorage": .string(resultStorage),
            "startsOnAppearance": .bool(startsOnAppearance),
            "holder": .string(holder),
            "holderLocal": .string(holderLocal),
            "showsResult": .array(showsResult.map { .string($0) }),
            "showsFailure": .array(showsFailure.map { .string($0) }),
            "showsResultAssertions": .array(showsResultAssertions.map { .string($0) }),
            "showsFailureAssertions": .array(showsFailureAssertions.map { .string($0) }),
            "attachesView": .bool(attachesView),
            "presenterShowsResult": .bool(presenterShowsResult),
            "presenterShowsFailure": .bool(presenterShowsFailure)
        ]
        return .object(members)
    }
}

extension RouteContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "target": .string(target),
            "method": .string(method),
            "style": .string(style),
            "push": .bool(push),
            "present": .bool(present),
            "fullScreen": .bool(fullScreen),
            "replaceRoot": .bool(replaceRoot),
            "modal": .bool(modal),
            "presentation": .string(presentation),
            "declaration": .string(declaration),
            "implementationDeclaration": .string(implementationDeclaration),
            "build": .string(build),
            "targetHolderFromEntry": .string(targetHolderFromEntry),
            "targetEntryType": .string(targetEntryType),
            "targetNavigates": .bool(targetNavigates),
            "destinationCase": .string(destinationCase),
            "destinationCaseDeclaration": .string(destinationCaseDeclaration),
            "destinationValue": .string(destinationValue),
            "destinationPattern": .string(destinationPattern),
            "destinationBuilderDeclaration": .string(destinationBuilderDeclaration),
            "destinationBuilderCall": .string(destinationBuilderCall),
            "destinationSample": .string(destinationSample),
            "targetCloses": .bool(targetCloses),
            "hasSampleCall": .bool(hasSampleCall),
            "sampleArguments": .string(sampleArguments),
            "inputChecks": .array(inputChecks.map { $0.mustacheValue }),
            "hasInputChecks": .bool(hasInputChecks),
            "targetServiceChecks": .array(targetServiceChecks.map { $0.mustacheValue }),
            "hasTargetServiceChecks": .bool(hasTargetServiceChecks),
            "bindsDestination": .bool(bindsDestination),
            "targetOutput": targetOutput.map { $0.mustacheValue } ?? .null,
            "dismissal": dismissal.map { $0.mustacheValue } ?? .null,
            "testName": .string(testName),
            "isLast": .bool(isLast)
        ]
        return .object(members)
    }
}

extension RowSelectionContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "target": .string(target),
            "call": .string(call),
            "routeName": .string(routeName),
            "argumentLabel": .string(argumentLabel),
            "callsCount": .string(callsCount),
            "received": .string(received),
            "itemSuffix": .string(itemSuffix),
            "canCompare": .bool(canCompare)
        ]
        return .object(members)
    }
}

extension RouteServiceCheckContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "name": .string(name),
            "mockName": .string(mockName),
            "access": .string(access)
        ]
        return .object(members)
    }
}

extension RouteOutputContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "protocolName": .string(protocolName),
            "mockName": .string(mockName),
            "propertyName": .string(propertyName),
            "hasMock": .bool(hasMock),
            "hasEvent": .bool(hasEvent),
            "eventCall": .string(eventCall),
            "eventCallsCount": .string(eventCallsCount)
        ]
        return .object(members)
    }
}

extension RouteDismissalContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "eventCall": .string(eventCall),
            "outputProperty": .string(outputProperty),
            "eventCallsCount": .string(eventCallsCount)
        ]
        return .object(members)
    }
}

extension AdoptedOutputContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "target": .string(target),
            "protocolName": .string(protocolName),
            "propertyName": .string(propertyName),
            "methods": .array(methods.map { $0.mustacheValue })
        ]
        return .object(members)
    }
}

extension EntryContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "factory": .string(factory),
            "hasSampleCall": .bool(hasSampleCall),
            "sampleCall": .string(sampleCall),
            "outputSampleCall": .string(outputSampleCall),
            "onCloseSampleCall": .string(onCloseSampleCall),
            "holderType": .string(holderType),
            "holderFromEntry": .string(holderFromEntry),
            "entryType": .string(entryType)
        ]
        return .object(members)
    }
}

extension TestKitContext {
    /// This context as the value templates render with.
    package var mustacheValue: Value {
        let members: [String: Value] = [
            "module": .string(module),
            "suite": .string(suite),
            "inheritance": .string(inheritance),
            "attribute": .string(attribute),
            "expect": .string(expect),
            "expectEqual": .string(expectEqual),
            "equals": .string(equals),
            "require": .string(require),
            "fail": .string(fail)
        ]
        return .object(members)
    }
}
