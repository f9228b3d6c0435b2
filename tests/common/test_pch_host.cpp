// Compiled only to make the precompiled headers every test reuses (cmake/CanaanTesting.cmake).
