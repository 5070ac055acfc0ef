// Placeholder so that the branch builds on its own; the preview engineer owns this target. Drop at merge.
