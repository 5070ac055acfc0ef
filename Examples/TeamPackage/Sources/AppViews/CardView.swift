import SwiftUI

/// The week at a glance: the total, a goal bar and a button to star the week.
public struct CardView: View {
    let workouts: [Workout]
    let goalMinutes: Int
    @State private var isStarred = false
    @Environment(\.colorScheme) private var colorScheme

    public init(workouts: [Workout] = Workout.week, goalMinutes: Int = 180) {
        self.workouts = workouts
        self.goalMinutes = goalMinutes
    }

    var totalMinutes: Int { workouts.reduce(0) { $0 + $1.minutes } }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text("This week")
                    .font(.headline)
                Spacer()
                Button {
                    isStarred.toggle()
                } label: {
                    Image(systemName: isStarred ? "star.fill" : "star")
                }
                .accessibilityLabel("Star this week")
            }
            Text("\(workouts.count) workouts, \(totalMinutes / 60) h \(totalMinutes % 60) min")
                .font(.title2.weight(.semibold))
            ProgressView(value: Double(min(totalMinutes, goalMinutes)), total: Double(goalMinutes))
            Text("Goal: \(goalMinutes) minutes of exercise, three days a week.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .lineLimit(2)
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(colorScheme == .dark ? Color(white: 0.15) : Color(white: 0.95))
        )
        .padding()
    }
}

struct CardView_Previews: PreviewProvider {
    static var previews: some View {
        CardView()
        CardView(workouts: [], goalMinutes: 120)
            .previewDisplayName("Empty week")
    }
}
