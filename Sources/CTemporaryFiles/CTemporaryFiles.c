#include "CTemporaryFiles.h"

#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { SLOT_COUNT = 1024, FREE = 0, FILLING = 1, LIVE = 2 };

static char paths[SLOT_COUNT][PATH_MAX];
static atomic_int states[SLOT_COUNT];
static atomic_int ending;
static atomic_int installed;

int galley_temporary_register(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        int expected = FREE;
        if (atomic_compare_exchange_strong(&states[slot], &expected, FILLING)) {
            memcpy(paths[slot], path, length + 1);
            atomic_store(&states[slot], LIVE);
            return slot;
        }
    }
    return -1;
}

void galley_temporary_release(int slot) {
    if (slot < 0 || slot >= SLOT_COUNT) return;
    atomic_store(&states[slot], FREE);
}

int galley_temporary_is_ending(void) {
    return atomic_load(&ending);
}

/// Only async-signal-safe calls: unlink, signal, raise.
static void end(int signal_number) {
    atomic_store(&ending, 1);
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        if (atomic_load(&states[slot]) == LIVE) unlink(paths[slot]);
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void galley_temporary_install_handlers(void) {
    if (atomic_exchange(&installed, 1)) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = end;
    sigfillset(&action.sa_mask);
    int signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        // A hangup ignored on purpose (nohup) stays ignored.
        struct sigaction previous;
        if (signals[index] == SIGHUP && sigaction(SIGHUP, NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        sigaction(signals[index], &action, NULL);
        sigaddset(&unblocked, signals[index]);
    }
    // A mask inherited from the parent would hold the signals back until the end.
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    signal(SIGXFSZ, SIG_IGN);
}
