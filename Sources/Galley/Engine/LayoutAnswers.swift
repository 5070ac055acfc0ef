import Foundation
import GalleyText

/// What one layout pass found out about a node, kept on the node (see
/// ``LayoutContext``): nodes are made for one pass and dropped with it.
struct LayoutAnswers {
    /// The node's size for each proposal it was asked.
    var sizes = AnswerTable<ProposedViewSize, CGSize>()
    /// A text node's layout for each proposal.
    var textLayouts = AnswerTable<ProposedViewSize, TextLayout>()
    /// A text node's paragraph, shaped (or found in the engine's cache) once.
    var paragraph: ShapedParagraph?
    /// The spacing the node wants around it, which no proposal changes: a
    /// stack's is its subviews', found once, not again for every question.
    var spacing: ViewSpacing?
    /// The explicit alignment guides asked for, at a proposal: nil when the
    /// node sets none (then the guide is the default's).
    var guides = AnswerTable<GuideQuestion, CGFloat?>()

    /// A guide at a proposal; the guide by its identity alone (its
    /// default-value closure would double the question's size).
    struct GuideQuestion: Hashable {
        var proposal: ProposedViewSize
        var guide: ObjectIdentifier
        var axis: Axis
    }
}

/// Answers by question: a short list searched in order, as most nodes are
/// asked a handful of questions, turned into a dictionary past
/// ``listLimit`` (a text in a ViewThatFits or a sweep is asked at many
/// proposals).
struct AnswerTable<Question: Hashable, Answer> {
    static var listLimit: Int { 8 }

    private var list: [(question: Question, answer: Answer)] = []
    private var table: [Question: Answer]?

    subscript(question: Question) -> Answer? {
        get {
            if let table { return table[question] }
            return list.first { $0.question == question }?.answer
        }
        set {
            guard let newValue else { return }
            if table != nil {
                table?[question] = newValue
            } else if let index = list.firstIndex(where: { $0.question == question }) {
                list[index].answer = newValue
            } else if list.count < Self.listLimit {
                list.append((question, newValue))
            } else {
                var table = Dictionary(list.map { ($0.question, $0.answer) }, uniquingKeysWith: { $1 })
                table[question] = newValue
                self.table = table
                list = []
            }
        }
    }
}
