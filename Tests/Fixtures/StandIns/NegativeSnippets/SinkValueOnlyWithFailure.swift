// expect-error: requires the types 'any Error' and 'Never' be equivalent
// mode: 5
import Combine

let subject = PassthroughSubject<Int, any Error>()
let token = subject.sink { value in print(value) }
