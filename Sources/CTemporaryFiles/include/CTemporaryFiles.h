#ifndef GALLEY_TEMPORARY_FILES_H
#define GALLEY_TEMPORARY_FILES_H

/// The temporary files an atomic write has in flight, kept where a signal
/// handler can reach them without taking a lock or allocating.

/// Notes `path` as a temporary file about to be created; returns its slot,
/// or -1 when every slot is taken or the path is too long (the file is then
/// written unprotected).
int galley_temporary_register(const char *path);

/// Forgets the temporary of `slot` (renamed or removed); -1 is ignored.
void galley_temporary_release(int slot);

/// Whether a terminating signal has arrived: a writer that sees it removes
/// its temporary and waits to be ended.
int galley_temporary_is_ending(void);

/// On SIGINT, SIGTERM, SIGHUP and SIGQUIT every registered temporary is
/// removed and the signal then ends the process as it would have; SIGXFSZ
/// is ignored, so a write over the file size limit fails with EFBIG
/// instead of killing the process mid-write. The signals are unblocked in
/// the calling thread (call it before starting others, which inherit its
/// mask); an ignored SIGHUP (nohup) stays ignored. Idempotent.
void galley_temporary_install_handlers(void);

#endif
