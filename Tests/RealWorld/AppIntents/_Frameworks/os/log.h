/* os.log: nothing the corpus uses is declared in C. */
