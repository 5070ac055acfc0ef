import SwiftUI

/// The week's workouts, with a setting to show the days.
public struct WorkoutList: View {
    let workouts: [Workout]
    @State private var showsDays = true
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    public init(workouts: [Workout] = Workout.week) {
        self.workouts = workouts
    }

    public var body: some View {
        NavigationStack {
            List {
                Section("Workouts") {
                    ForEach(workouts) { workout in
                        HStack {
                            Label(workout.kind.rawValue, systemImage: workout.kind.symbol)
                            Spacer()
                            VStack(alignment: .trailing) {
                                Text("\(workout.minutes) min")
                                if showsDays && !dynamicTypeSize.isAccessibilitySize {
                                    Text(workout.day)
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
                Section {
                    Toggle("Show days", isOn: $showsDays)
                    Button("Add a workout") {}
                }
            }
            .navigationTitle("Training")
        }
    }
}

struct WorkoutList_Previews: PreviewProvider {
    static var previews: some View {
        WorkoutList()
    }
}
