/* os: nothing the corpus uses is declared in C. */
