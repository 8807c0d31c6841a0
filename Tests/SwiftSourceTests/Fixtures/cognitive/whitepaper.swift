// The worked examples of G. Ann Campbell, "Cognitive Complexity: a new way of measuring
// understandability" (SonarSource, version 1.5, 2021), translated into Swift construct for
// construct. The line before each function gives the paper's total; the comments inside are
// the paper's increments. CognitiveComplexityTests checks every total.

// cognitive: 7
func sumOfPrimes(_ max: Int) -> Int {
    var total = 0
    outer: for i in 1...max {            // +1
        for j in 2..<i {                 // +2 (nesting = 1)
            if i % j == 0 {              // +3 (nesting = 2)
                continue outer           // +1
            }
        }
        total += i
    }
    return total
}

// cognitive: 1
func getWords(_ number: Int) -> String {
    switch number {                      // +1
    case 1:
        return "one"
    case 2:
        return "a couple"
    case 3:
        return "a few"
    default:
        return "lots"
    }
}

// cognitive: 9
func myMethod() {
    do {
        if condition1 {                  // +1
            for i in 0..<10 {            // +2 (nesting = 1)
                while condition2 { use(i) }   // +3 (nesting = 2)
            }
        }
    } catch is ExcepType1, is ExcepType2 {   // +1
        if condition2 { run() }          // +2 (nesting = 1)
    }
}

// cognitive: 2
func myMethod2() {
    let r = {                            // +0 (but nesting level is now 1)
        if condition1 { run() }          // +2 (nesting = 1)
    }
    r()
}

#if DEBUG                                // +1 for if
// cognitive: 4
func myMethod3() {                       // +0 (nesting level is still 0)
    let r = {                            // +0 (but nesting level is now 1)
        if condition1 { run() }          // +3 (nesting = 2)
    }
    r()
}
#endif

// cognitive: 19
func overriddenSymbolFrom(_ classType: ClassJavaType) -> MethodJavaSymbol? {
    if classType.isUnknown() {                               // +1
        return Symbols.unknownMethodSymbol
    }
    var unknownFound = false
    let symbols = classType.getSymbol().members().lookup(name)
    for overrideSymbol in symbols {                          // +1
        if overrideSymbol.isKind(JavaSymbol.MTH)             // +2 (nesting = 1)
            && !overrideSymbol.isStatic() {                  // +1
            let methodJavaSymbol = overrideSymbol as! MethodJavaSymbol
            if canOverride(methodJavaSymbol) {               // +3 (nesting = 2)
                let overriding = checkOverridingParameters(methodJavaSymbol, classType)
                if overriding == nil {                       // +4 (nesting = 3)
                    if !unknownFound {                       // +5 (nesting = 4)
                        unknownFound = true
                    }
                } else if overriding == true {               // +1
                    return methodJavaSymbol
                }
            }
        }
    }
    if unknownFound {                                        // +1
        return Symbols.unknownMethodSymbol
    }
    return nil
}

// cognitive: 35
func addVersion(_ entry: Entry, _ txn: Transaction) throws {
    let ti = persistit.getTransactionIndex()
    while true {                                             // +1
        do {
            do {                                             // synchronized (this)
                if frst != nil {                             // +2 (nesting = 1)
                    if frst!.getVersion() > entry.getVersion() {   // +3 (nesting = 2)
                        throw RollbackException()
                    }
                    if txn.isActive() {                      // +3 (nesting = 2)
                        for e in sequence(first: frst!, next: { $0.getPrevious() }) {   // +4 (nesting = 3)
                            let version = e.getVersion()
                            let depends = ti.wwDependency(version, txn.getTransactionStatus(), 0)
                            if depends == TIMED_OUT {        // +5 (nesting = 4)
                                throw WWRetryException(version)
                            }
                            if depends != 0
                                && depends != ABORTED {      // +5 (nesting = 4), +1
                                throw RollbackException()
                            }
                        }
                    }
                }
                entry.setPrevious(frst)
                frst = entry
                break
            }
        } catch let re as WWRetryException {                 // +2 (nesting = 1)
            do {
                let depends = try persistit.getTransactionIndex()
                    .wwDependency(re.getVersionHandle(), txn.getTransactionStatus(), SharedResource.DEFAULT_MAX_WAIT_TIME)
                if depends != 0
                    && depends != ABORTED {                  // +3 (nesting = 2), +1
                    throw RollbackException()
                }
            } catch let ie as InterruptedException {         // +3 (nesting = 2)
                throw PersistitInterruptedException(ie)
            }
        } catch let ie as InterruptedException {             // +2 (nesting = 1)
            throw PersistitInterruptedException(ie)
        }
    }
}

// cognitive: 20
func toRegexp(_ antPattern: String, _ directorySeparator: String) -> String {
    let escapedDirectorySeparator = "\\" + directorySeparator
    let chars = Array(antPattern)
    var sb = "^"
    var i = antPattern.hasPrefix("/") || antPattern.hasPrefix("\\") ? 1 : 0   // +1, +1
    while i < chars.count {                                  // +1
        let ch = chars[i]
        if specialChars.contains(ch) {                       // +2 (nesting = 1)
            sb += "\\" + String(ch)
        } else if ch == "*" {                                // +1
            if i + 1 < chars.count && chars[i + 1] == "*" {  // +3 (nesting = 2), +1
                if i + 2 < chars.count && isSlash(chars[i + 2]) {   // +4 (nesting = 3), +1
                    sb += "(?:.*" + escapedDirectorySeparator + "|)"
                    i += 2
                } else {                                     // +1
                    sb += ".*"
                    i += 1
                }
            } else {                                         // +1
                sb += "[^" + escapedDirectorySeparator + "]*?"
            }
        } else if ch == "?" {                                // +1
            sb += "[^" + escapedDirectorySeparator + "]"
        } else if isSlash(ch) {                              // +1
            sb += escapedDirectorySeparator
        } else {                                             // +1
            sb.append(ch)
        }
        i += 1
    }
    sb += "$"
    return sb
}

// cognitive: 20
func save(_ options: Options?, _ callback: Callback?) -> Model {
    var options = options
    if options is OptionsFunction {                          // +1
        callback = options
        options = Options()
    }
    _ = options != nil || reset(&options)                    // +1
    validate(toJSON()) { err in
        if let err {                                         // +2 (nesting = 1)
            _ = callback != nil && call(callback, err)       // +1
            return
        }
        sync(isNew() ? "create" : "update",                  // +2 (nesting = 1)
             options) { err, response in
            var facade = Facade(options: options, response: response)
            if let err {                                     // +3 (nesting = 2)
                facade.error = err
                facade.src = "save"
                fire(EVT_ERROR, facade)
            } else {                                         // +1
                if saveEvent == nil {                        // +4 (nesting = 3)
                    saveEvent = publish(EVT_SAVE, preventable: false)
                }
                if let response {                            // +4 (nesting = 3)
                    let parsed = parse(response)
                    facade.parsed = parsed
                    setAttrs(parsed, options)
                }
                changed = [:]
                fire(EVT_SAVE, facade)
            }
            _ = callback != nil && apply(callback, arguments)   // +1
        }
    }
    return self
}
